/**
 * A field group of its own module, apart from groups.ts: only the vendor questionnaire lays it out, and
 * a form's chunk carries every function of the modules it imports, used or not.
 */

/**
 * A contact of the company, someone other than the person filling the form in (the vendor
 * questionnaire's sales and finance contacts): a fieldset named `legend` with `<prefix>_name`,
 * `<prefix>_phone` and `<prefix>_email`, labelled '<legend> Name', '<legend> Phone', '<legend> Email'.
 * Nothing is autofilled: the browser would offer the visitor's own details.
 */
export function contactSection<const Prefix extends string>(prefix: Prefix, legend: string, maxLength: number) {
  return {
    kind: 'section',
    legend,
    fields: [
      { kind: 'text', name: `${prefix}_name`, label: `${legend} Name`, maxLength },
      { kind: 'phone', name: `${prefix}_phone`, label: `${legend} Phone` },
      { kind: 'email', name: `${prefix}_email`, label: `${legend} Email`, autoComplete: 'off' },
    ],
  } as const;
}

/**
 * Field groups many forms lay out alike, said once. Each returns plain field items whose names are
 * literal types, so a form that spreads them into its definition still gets the compiler's check that
 * its schema has every field (engine/types.ts). Labels and autocomplete tokens are the ones every form
 * shows; a form that differs (another label, an `email` kind) writes its own fields.
 */

type Field<Kind extends string, Name extends string> = {
  readonly kind: Kind;
  readonly name: Name;
  readonly label: string;
  readonly autoComplete: string;
};

type NameFields<First extends string, Last extends string> = readonly [Field<'text', First>, Field<'text', Last>];
type PersonFields<First extends string, Last extends string, Email extends string, Phone extends string> = readonly [
  ...NameFields<First, Last>,
  Field<'email', Email>,
  Field<'phone', Phone>,
];

/** Spec 01's field names, the ones `personFields()` and `nameFields()` use unless given others. */
const SPEC_01_NAMES = { first: 'first_name', last: 'last_name', email: 'email', phone: 'phone' } as const;

/**
 * First Name and Last Name, with the browser's autofill tokens (spec 01's first_name and last_name unless
 * named). Two signatures rather than defaulted type parameters, so the names keep their literal types
 * without a cast.
 */
export function nameFields(): NameFields<'first_name', 'last_name'>;
export function nameFields<const First extends string, const Last extends string>(first: First, last: Last): NameFields<First, Last>;
export function nameFields(first: string = SPEC_01_NAMES.first, last: string = SPEC_01_NAMES.last): NameFields<string, string> {
  return [
    { kind: 'text', name: first, label: 'First Name', autoComplete: 'given-name' },
    { kind: 'text', name: last, label: 'Last Name', autoComplete: 'family-name' },
  ];
}

/**
 * The person of spec 01's forms and most of spec 03's: First Name, Last Name, Email, Phone, in that
 * order (spec 01's names unless named).
 */
export function personFields(): PersonFields<'first_name', 'last_name', 'email', 'phone'>;
export function personFields<const First extends string, const Last extends string, const Email extends string, const Phone extends string>(names: {
  first: First;
  last: Last;
  email: Email;
  phone: Phone;
}): PersonFields<First, Last, Email, Phone>;
export function personFields(
  names: { first: string; last: string; email: string; phone: string } = SPEC_01_NAMES,
): PersonFields<string, string, string, string> {
  return [...nameFields(names.first, names.last), emailField(names.email), phoneField(names.phone)];
}

/** What a form may say of a common field besides its name and label. */
type FieldOptions = { readonly required?: boolean; readonly maxLength?: number };

/** A phone field: the mask of phone.ts, autofilled with the visitor's own number (`tel`). */
export function phoneField<const Name extends string>(name: Name, label = 'Phone'): Field<'phone', Name> {
  return { kind: 'phone', name, label, autoComplete: 'tel' };
}

/**
 * The visitor's own email address, autofilled as `email`: the field the page's email check runs on
 * (engine/types.ts emailFieldOf). Other people's addresses (the vendor questionnaire's owners) are
 * written out with `autoComplete: 'off'`.
 */
export function emailField<const Name extends string>(name: Name, label = 'Email'): Field<'email', Name> {
  return { kind: 'email', name, label, autoComplete: 'email' };
}

/** A company or business name, autofilled as `organization`, with the form's own label and limit. */
export function companyField<const Name extends string>(name: Name, label: string, options: FieldOptions = {}): Field<'text', Name> & FieldOptions {
  return { kind: 'text', name, label, autoComplete: 'organization', ...options };
}

/** A zip code with the form's own limit (the zip control shows the numeric keypad). */
export function zipField<const Name extends string>(
  name: Name,
  options: FieldOptions & { readonly maxLength: number; readonly label?: string },
): Omit<Field<'zip', Name>, 'autoComplete'> & FieldOptions {
  const { label = 'Zip Code', ...rest } = options;
  return { kind: 'zip', name, label, ...rest };
}

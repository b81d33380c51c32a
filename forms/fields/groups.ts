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

/** First Name and Last Name, with the browser's autofill tokens (spec 01's first_name and last_name unless named). */
export function nameFields<const First extends string = 'first_name', const Last extends string = 'last_name'>(
  first: First = 'first_name' as First,
  last: Last = 'last_name' as Last,
): readonly [Field<'text', First>, Field<'text', Last>] {
  return [
    { kind: 'text', name: first, label: 'First Name', autoComplete: 'given-name' },
    { kind: 'text', name: last, label: 'Last Name', autoComplete: 'family-name' },
  ];
}

/**
 * The person of spec 01's forms and most of spec 03's: First Name, Last Name, Email, Phone, in that
 * order (spec 01's names unless named).
 */
export function personFields<
  const First extends string = 'first_name',
  const Last extends string = 'last_name',
  const Email extends string = 'email',
  const Phone extends string = 'phone',
>(
  names: { first: First; last: Last; email: Email; phone: Phone } = { first: 'first_name', last: 'last_name', email: 'email', phone: 'phone' } as never,
): readonly [Field<'text', First>, Field<'text', Last>, Field<'text', Email>, Field<'phone', Phone>] {
  return [
    ...nameFields(names.first, names.last),
    { kind: 'text', name: names.email, label: 'Email', autoComplete: 'email' },
    { kind: 'phone', name: names.phone, label: 'Phone', autoComplete: 'tel' },
  ];
}

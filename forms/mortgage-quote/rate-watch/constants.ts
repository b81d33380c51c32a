/** The form's lists, limits and texts that its fields and payload share with its schema (no yup here: the page loads these with the form, the schema later). */

/** A rate as typed ('6.25') as a number; NaN when it is not one. */
export const rateOf = (value: unknown): number => (typeof value === 'string' && /^\d+(\.\d+)?$|^\.\d+$/.test(value.trim()) ? Number(value) : Number.NaN);

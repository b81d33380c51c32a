/** The form's lists, limits and texts that its fields and payload share with its schema (no yup here: the page loads these with the form, the schema later). */
import { parseUsd } from '../fields/currency';

/** A US-dollar amount as CurrencyField holds it ('$450,000.00'), as a number; NaN when it is none. */
export const amountOf = (value: unknown): number => (typeof value === 'string' ? parseUsd(value) : Number.NaN);

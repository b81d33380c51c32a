import type { FormContext } from '../../attribution';
import { record } from '../../fields/values';
import { type QuotePayload, quotePayload } from '../payload';

/** The contact half of the quote the filters adjust. */
export type QuoteContactValues = { firstName: unknown; lastName: unknown; email: unknown; phone: unknown };

/** The quote's contact fields, which Apply Filters sends again (its payload, and its lead's values for the relay). */
export function quoteContact(quote: QuoteContactValues): QuoteContactValues {
  return { firstName: quote.firstName, lastName: quote.lastName, email: quote.email, phone: quote.phone };
}

/**
 * Apply Filters' payload: the quote sent again with the adjusted criteria, the same flat shape and keys
 * as the quote (spec 03 §3) to the same submit handler, so the receiver treats it as the quote it
 * replaces. The contact fields are the quote's.
 */
export function filtersPayload(values: unknown, quote: QuoteContactValues, context: FormContext): QuotePayload {
  const v = record(values);
  return quotePayload({ ...v, ...quoteContact(quote) }, context);
}

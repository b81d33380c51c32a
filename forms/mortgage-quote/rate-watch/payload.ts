import { flag, joinMulti, record, text } from '../../fields/values';
import type { FlatPayload } from '../../submit/types';
import { TARGET_ROWS } from '../codes';
import { rateOf } from './constants';

/** What Rate Watch carries from the quote (spec 03 §3, §7). */
export type QuoteContact = { email: string; lastName: string };

/** A rate or points as a number, or '' when the field is empty (a number the schema let through). */
function number(value: unknown): number | '' {
  const parsed = rateOf(text(value));
  return Number.isFinite(parsed) ? parsed : '';
}

/**
 * The Rate Watch payload (spec 03 §3, §7: "Rate Watch submit passes all form values plus email and
 * lastName"): every field of the form, whichever update type was chosen, plus email and lastName from
 * the quote, to the page's rate-watch handler. Each target's tR{n}LoanTerm as its code and
 * tR{n}DesiredRate and tR{n}DiscountPoints as numbers; updateCadence; loanTerms ';'-joined in the
 * list's order; hasSmsConsent. A field left empty is sent empty (''); the other type's fields are
 * empty, as switching the type reset them. No attribution fields: this is not a lead but a
 * subscription to rate alerts of a lead just sent.
 */
export function rateWatchPayload(values: unknown, quote: QuoteContact): FlatPayload {
  const v = record(values);
  const payload: FlatPayload = { updateType: text(v.updateType) };
  for (const n of TARGET_ROWS) {
    payload[`tR${n}LoanTerm`] = text(v[`tR${n}LoanTerm`]);
    payload[`tR${n}DesiredRate`] = number(v[`tR${n}DesiredRate`]);
    payload[`tR${n}DiscountPoints`] = number(v[`tR${n}DiscountPoints`]);
  }
  payload.updateCadence = text(v.updateCadence);
  payload.loanTerms = Array.isArray(v.loanTerms) ? joinMulti(v.loanTerms.filter((item): item is string => typeof item === 'string')) : '';
  payload.hasSmsConsent = flag(v.hasSmsConsent);
  payload.email = text(quote.email);
  payload.lastName = text(quote.lastName);
  return payload;
}

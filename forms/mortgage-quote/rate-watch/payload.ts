import { flag, joinMulti, record, text } from '../../fields/values';
import type { FlatPayload } from '../../submit/types';
import { FREQUENCY, TARGET_RATE, TARGET_ROWS } from '../codes';
import { rateOf } from './constants';

/** What Rate Watch carries from the quote (spec 03 §3, §7). */
export type QuoteContact = { email: string; lastName: string };

function number(value: unknown): number | undefined {
  const parsed = rateOf(text(value));
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * The Rate Watch payload (spec 03 §3, §7): the form's values plus email and lastName from the quote,
 * to the page's rate-watch handler. The update type decides which values there are: Target Rate sends
 * each target row that was filled in (tR{n}LoanTerm as its code, tR{n}DesiredRate and
 * tR{n}DiscountPoints as numbers), Frequency sends updateCadence and loanTerms ';'-joined. The other
 * type's fields were reset when the type was chosen, so they are not sent. No attribution fields: this
 * is not a lead but a subscription to rate alerts of a lead just sent.
 */
export function rateWatchPayload(values: unknown, quote: QuoteContact): FlatPayload {
  const v = record(values);
  const updateType = text(v.updateType);
  const payload: FlatPayload = { updateType };
  if (updateType === TARGET_RATE) {
    for (const n of TARGET_ROWS) {
      const term = text(v[`tR${n}LoanTerm`]);
      const rate = number(v[`tR${n}DesiredRate`]);
      const points = number(v[`tR${n}DiscountPoints`]);
      if (term === '' && rate === undefined && points === undefined) continue;
      if (term !== '') payload[`tR${n}LoanTerm`] = term;
      if (rate !== undefined) payload[`tR${n}DesiredRate`] = rate;
      if (points !== undefined) payload[`tR${n}DiscountPoints`] = points;
    }
  }
  if (updateType === FREQUENCY) {
    payload.updateCadence = text(v.updateCadence);
    payload.loanTerms = Array.isArray(v.loanTerms) ? joinMulti(v.loanTerms.filter((item): item is string => typeof item === 'string')) : '';
  }
  payload.hasSmsConsent = flag(v.hasSmsConsent);
  payload.email = text(quote.email);
  payload.lastName = text(quote.lastName);
  return payload;
}

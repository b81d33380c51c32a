import { defineForm } from '../../engine/define-form';
import type { SectionDef } from '../../engine/types';
import {
  DESIRED_RATE_MAX,
  DESIRED_RATE_MIN,
  DISCOUNT_POINTS,
  FREQUENCY,
  LOAN_TERMS,
  TARGET_LOAN_TERMS,
  TARGET_RATE,
  TARGET_ROWS,
  UPDATE_CADENCES,
  UPDATE_TYPES,
} from '../codes';
import { type QuoteContact, rateWatchPayload } from './payload';
import type { RateWatchValues } from './schema';

/** Rate Watch's lead, part of the mortgage quote form: the id its lead envelope and the tab's outbox name it by. */
export const RATE_WATCH_LEAD = 'mortgageQuote.rateWatch';

/** The consent's label until the page's content gives its own (settings.smsConsentText). */
export const DEFAULT_SMS_CONSENT = 'I agree to receive Rate Watch updates by SMS text message. Message and data rates may apply.';

const targetRate = (values: RateWatchValues) => values.updateType === TARGET_RATE;
const frequency = (values: RateWatchValues) => values.updateType === FREQUENCY;

/**
 * One target row: its loan type, desired rate and discount points; row 1's are required, a later row's
 * once one of its fields is answered (schema.ts rowInUse), so each field's rule reads the other two.
 */
function targetRow(n: (typeof TARGET_ROWS)[number]): SectionDef<RateWatchValues> {
  const required = n === 1;
  const term = `tR${n}LoanTerm` as const;
  const rate = `tR${n}DesiredRate` as const;
  const points = `tR${n}DiscountPoints` as const;
  return {
    kind: 'section',
    legend: `Target ${n}`,
    when: targetRate,
    fields: [
      { kind: 'select', name: term, label: 'Loan Type', options: TARGET_LOAN_TERMS, required, reads: n === 1 ? undefined : [rate, points] },
      {
        kind: 'number',
        name: rate,
        label: 'Desired Rate',
        min: DESIRED_RATE_MIN,
        max: DESIRED_RATE_MAX,
        suffix: '%',
        required,
        reads: n === 1 ? undefined : [term, points],
      },
      { kind: 'select', name: points, label: 'Discount Points', options: DISCOUNT_POINTS, required, reads: n === 1 ? undefined : [term, rate] },
    ],
  };
}

/**
 * Rate Watch (spec 03 §2, §3, §4, §5), in the modal over the quote. `quote` is the quote's email and
 * last name, which the payload carries; the consent's label is the page's (settings.smsConsentText).
 */
export function rateWatchFormFor(quote: QuoteContact, smsConsentText: string = DEFAULT_SMS_CONSENT) {
  return defineForm({
    schema: () => import('./schema').then((module) => module.rateWatchSchema),
    payload: (values) => rateWatchPayload(values, quote),
    submitLabel: 'Sign Up',
    // Switching the type resets the form (spec 03 §4).
    resets: [{ on: 'updateType', values: () => ({}), resetForm: true }],
    fields: [
      { kind: 'radio', name: 'updateType', label: 'Update Type', options: UPDATE_TYPES, inline: true },
      ...TARGET_ROWS.map(targetRow),
      { kind: 'radio', name: 'updateCadence', label: 'Frequency', options: UPDATE_CADENCES, inline: true, when: frequency },
      { kind: 'checkboxGroup', name: 'loanTerms', label: 'Program', options: LOAN_TERMS, inline: true, when: frequency },
      { kind: 'checkbox', name: 'hasSmsConsent', label: smsConsentText },
    ],
    consent: 'hasSmsConsent',
  });
}

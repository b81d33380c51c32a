import type { InferType } from 'yup';
import { leadForm } from '../../fields/rules';
import { PRICE_MAX, PRICE_MIN } from '../codes';
import { conditionalAmount, criteriaRules, isRefinance, QUOTE_MESSAGES } from '../schema';

/** The filter form's messages (spec 03 §5, Quote): the quote's, and cash out's for refinance. */
const FILTER_MESSAGES = {
  ...QUOTE_MESSAGES,
  cashOut: 'Cash Out is required for refinance',
} as const;

const m = FILTER_MESSAGES;
const refinanceRange = { min: PRICE_MIN, max: PRICE_MAX, message: m.priceRange };

/**
 * Apply Filters (spec 03 §2, §5): the quote's criteria, to adjust and send again. For refinance the
 * home value and the balance are 50,000 to 25,000,000 and cash out is required (0 is an answer).
 */
export const filtersSchema = leadForm({
  ...criteriaRules,
  appraisedValue: conditionalAmount(isRefinance, m.appraisedValue, refinanceRange),
  mortgageBalance: conditionalAmount(isRefinance, m.mortgageBalance, refinanceRange),
  cashOut: conditionalAmount(isRefinance, m.cashOut),
});

export type FiltersValues = InferType<typeof filtersSchema>;

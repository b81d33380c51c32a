import type { InferType } from 'yup';
import { emailRule, leadForm, letterFirstName, oneOfRule, phoneRule, trimmedText } from '../fields/rules';
import {
  CREDIT_SCORES,
  DEFAULT_DOWN_PAYMENT_PERCENT,
  LOAN_PURPOSES,
  OCCUPANCIES,
  PRICE_MAX,
  PRICE_MIN,
  PROPERTY_TYPES,
  PURCHASE,
  REFINANCE,
  valuesOf,
} from './codes';
import { downPaymentError, PRICE_RANGE_MESSAGE } from './down-payment';
import { amountOf } from './constants';
import { MESSAGES } from '../fields/messages';

/** The spec 03 §5 messages of the quote form, verbatim; those marked "ours" the spec does not give. */
export const QUOTE_MESSAGES = {
  loanPurpose: 'Loan Purpose is required.',
  propertyType: 'Property Type is required.',
  occupancy: 'Occupancy is required.',
  salesPrice: 'Purchase Price is required.',
  priceRange: PRICE_RANGE_MESSAGE,
  /** ours, in the 'X is required.' style of §5 */
  downPayment: 'Down Payment is required.',
  appraisedValue: 'Appraised Value is required for refinance',
  mortgageBalance: 'Mortgage Balance is required for refinance',
  /** ours: a cash out that is not an amount (it is optional on the quote) */
  cashOut: 'Cash Out must be an amount in US dollars.',
  creditScore: 'Credit Score is required.',
  zipCode: 'Zip Code is required.',
  firstName: MESSAGES.firstName,
  lastName: MESSAGES.lastName,
  email: MESSAGES.email,
  phoneRequired: MESSAGES.phoneRequired,
  phoneLength: 'Phone must have 10 characters.',
} as const;

const m = QUOTE_MESSAGES;

type Parent = Record<string, unknown>;

/**
 * An amount required while `applies(parent)` holds: empty or not an amount gives `required`; an
 * amount outside [min, max] gives `range` (when given). While it does not apply, anything passes:
 * the field is hidden, and the payload sends 0 for it.
 */
export function conditionalAmount(applies: (parent: Parent) => boolean, required: string, range?: { min: number; max: number; message: string }) {
  return trimmedText(required)
    .default('')
    .test('required', required, function check(value) {
      if (!applies(this.parent as Parent)) return true;
      return value !== undefined && value !== '' && Number.isFinite(amountOf(value));
    })
    .test('range', range?.message ?? required, function check(value) {
      if (range === undefined || !applies(this.parent as Parent)) return true;
      const amount = amountOf(value);
      return !Number.isFinite(amount) || (amount >= range.min && amount <= range.max);
    });
}

const isPurchase = (parent: Parent) => parent.loanPurpose === PURCHASE;
export const isRefinance = (parent: Parent) => parent.loanPurpose === REFINANCE;

/** The purchase price: 50,000 to 25,000,000 (spec 03 §5). */
const salesPriceRule = conditionalAmount(isPurchase, m.salesPrice, { min: PRICE_MIN, max: PRICE_MAX, message: m.priceRange });

/** The down payment: required, then between 1 percent of the price and the price, with the real bounds. */
const downPaymentRule = conditionalAmount(isPurchase, m.downPayment).test('bounds', m.downPayment, function check(value) {
  const parent = this.parent as Parent;
  if (!isPurchase(parent)) return true;
  const amount = amountOf(value);
  if (!Number.isFinite(amount)) return true;
  const message = downPaymentError(amount, amountOf(parent.salesPrice));
  return message === undefined ? true : this.createError({ message });
});

/** The percent beside the down payment: not sent; digits only, the pair clamps it to 1-100. */
const downPaymentPercentRule = trimmedText(m.downPayment)
  .matches(/^\d{0,3}$/, m.downPayment)
  .default(DEFAULT_DOWN_PAYMENT_PERCENT);

/** Zip: five digits, not all zeros (a positive number, spec 03 §5), one message for both. */
const zipCodeRule = trimmedText(m.zipCode)
  .required(m.zipCode)
  .matches(/^(?!0{5})\d{5}$/, m.zipCode)
  .default('');

/** An optional amount: empty, or a non-negative amount in US dollars. */
function optionalAmount(message: string) {
  return trimmedText(message)
    .default('')
    .test('usd', message, (value) => value === undefined || value === '' || amountOf(value) >= 0);
}

/**
 * The loan's criteria as the quote asks them, shared with the Apply Filters form (apply-filters/schema.ts),
 * which asks the refinance amounts within bounds and cash out as required.
 */
export const criteriaRules = {
  loanPurpose: oneOfRule(valuesOf(LOAN_PURPOSES), m.loanPurpose).default(PURCHASE),
  propertyType: oneOfRule(valuesOf(PROPERTY_TYPES), m.propertyType),
  occupancy: oneOfRule(valuesOf(OCCUPANCIES), m.occupancy),
  salesPrice: salesPriceRule,
  downPayment: downPaymentRule,
  downPaymentPercent: downPaymentPercentRule,
  appraisedValue: conditionalAmount(isRefinance, m.appraisedValue),
  mortgageBalance: conditionalAmount(isRefinance, m.mortgageBalance),
  cashOut: optionalAmount(m.cashOut),
  creditScore: oneOfRule(valuesOf(CREDIT_SCORES), m.creditScore),
  zipCode: zipCodeRule,
};

/**
 * The mortgage rate quote (spec 03 §3 Rate quote, §5 Quote). Codes are held as the strings the radios
 * and selects give; the payload sends them as numbers. Purchase is the default purpose.
 */
export const quoteSchema = leadForm({
  ...criteriaRules,
  firstName: letterFirstName({ required: m.firstName }),
  lastName: letterFirstName({ required: m.lastName }),
  email: emailRule(m.email),
  phone: phoneRule({ required: m.phoneRequired, length: m.phoneLength }),
});

export type QuoteValues = InferType<typeof quoteSchema>;

import { type InferType, mixed } from 'yup';
import { consent, leadForm, oneOfRule, optionalOneOfRule, trimmedText } from '../../fields/rules';
import {
  DESIRED_RATE_MAX,
  DESIRED_RATE_MIN,
  DISCOUNT_POINTS,
  FREQUENCY,
  LOAN_TERMS,
  TARGET_LOAN_TERMS,
  TARGET_RATE,
  UPDATE_CADENCES,
  UPDATE_TYPES,
  valuesOf,
} from '../codes';
import { rateOf } from './constants';

/** The spec 03 §5 Rate Watch messages, verbatim; those marked "ours" the spec does not give. */
export const RATE_WATCH_MESSAGES = {
  /** ours, in the 'X is required.' style */
  updateType: 'Update Type is required.',
  updateCadence: 'Frequency is required.',
  loanTerms: 'Program is required.',
  loanTerm: 'Loan Type is required.',
  desiredRate: 'Desired Rate must be between 2 and 10.',
  discountPoints: 'Discount Points is required.',
  smsConsent: 'You must agree to receive SMS messages.',
} as const;

const m = RATE_WATCH_MESSAGES;

type Parent = Record<string, unknown>;
const isTargetRate = (parent: Parent) => parent.updateType === TARGET_RATE;
const isFrequency = (parent: Parent) => parent.updateType === FREQUENCY;

/** A choice of `values`, required while `applies` holds (row 1 of Target Rate, Frequency's cadence). */
function choiceWhen<const T extends string>(values: readonly T[], message: string, applies: (parent: Parent) => boolean) {
  return optionalOneOfRule(values, message).test('required', message, function check(value) {
    return !applies(this.parent as Parent) || (value !== undefined && value !== '');
  });
}

/**
 * A desired rate, 2 to 10 when given (spec 03 §5, §9), in every target: §5 requires only target 1's
 * loan type and discount points.
 */
function desiredRate() {
  return trimmedText(m.desiredRate)
    .default('')
    .test('range', m.desiredRate, function check(value) {
      if (!isTargetRate(this.parent as Parent)) return true;
      if (value === undefined || value === '') return true;
      const rate = rateOf(value);
      return rate >= DESIRED_RATE_MIN && rate <= DESIRED_RATE_MAX;
    });
}

/**
 * The programs of Frequency: a list of the four terms, at least one while Frequency is chosen
 * ('Program is required.'); anything that is not such a list is refused with the same message.
 */
function programs() {
  const allowed: readonly string[] = valuesOf(LOAN_TERMS);
  const isList = (value: unknown): value is string[] =>
    Array.isArray(value) && Array.from(value as unknown[]).every((item) => typeof item === 'string');
  return mixed<string[]>(isList)
    .typeError(m.loanTerms)
    .default(() => [])
    .test('one-of', m.loanTerms, (value) => value == null || value.every((item) => allowed.includes(item)))
    .test('required', m.loanTerms, function check(value) {
      return !isFrequency(this.parent as Parent) || (value != null && value.length > 0);
    });
}

const terms = valuesOf(TARGET_LOAN_TERMS);
const points = valuesOf(DISCOUNT_POINTS);

/**
 * Rate Watch (spec 03 §3, §5): the update type, then either three target rows (the first required) or
 * the cadence and the programs, and the SMS consent, which must be given.
 */
export const rateWatchSchema = leadForm({
  updateType: oneOfRule(valuesOf(UPDATE_TYPES), m.updateType),
  tR1LoanTerm: choiceWhen(terms, m.loanTerm, isTargetRate),
  tR1DesiredRate: desiredRate(),
  tR1DiscountPoints: choiceWhen(points, m.discountPoints, isTargetRate),
  tR2LoanTerm: optionalOneOfRule(terms, m.loanTerm),
  tR2DesiredRate: desiredRate(),
  tR2DiscountPoints: optionalOneOfRule(points, m.discountPoints),
  tR3LoanTerm: optionalOneOfRule(terms, m.loanTerm),
  tR3DesiredRate: desiredRate(),
  tR3DiscountPoints: optionalOneOfRule(points, m.discountPoints),
  updateCadence: choiceWhen(valuesOf(UPDATE_CADENCES), m.updateCadence, isFrequency),
  loanTerms: programs(),
  hasSmsConsent: consent.test('consent', m.smsConsent, (value) => value === true),
});

export type RateWatchValues = InferType<typeof rateWatchSchema>;

export { rateOf } from './constants';

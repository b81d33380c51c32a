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
  type TARGET_ROWS,
  UPDATE_CADENCES,
  UPDATE_TYPES,
  valuesOf,
} from '../codes';
import { rateOf } from './constants';

/** The spec 03 §5 Rate Watch messages, verbatim; those marked "ours" the spec does not give. */
const RATE_WATCH_MESSAGES = {
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
type Row = (typeof TARGET_ROWS)[number];
const isTargetRate = (parent: Parent) => parent.updateType === TARGET_RATE;
const isFrequency = (parent: Parent) => parent.updateType === FREQUENCY;

/** A choice of `values`, required while `applies` holds (row 1 of Target Rate, Frequency's cadence). */
function choiceWhen<const T extends string>(values: readonly T[], message: string, applies: (parent: Parent) => boolean) {
  return optionalOneOfRule(values, message).test('required', message, function check(value) {
    return !applies(this.parent as Parent) || (value !== undefined && value !== '');
  });
}

/** Whether a field holds an answer. */
const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Whether target row `n` is in use under Target Rate: row 1 always (spec 03 §5 requires its loan type
 * and points), rows 2 and 3 once any of their three fields holds an answer. A row in use needs all
 * three, so Sign Up never sends a target with an empty loan type, rate or points (issue 40).
 */
function rowInUse(n: Row, parent: Parent): boolean {
  if (!isTargetRate(parent)) return false;
  return n === 1 || ['LoanTerm', 'DesiredRate', 'DiscountPoints'].some((key) => filled(parent[`tR${n}${key}`]));
}

/** A target row's loan type or discount points: one of `values`, required while the row is in use. */
function rowChoice<const T extends string>(n: Row, values: readonly T[], message: string) {
  return choiceWhen(values, message, (parent) => rowInUse(n, parent));
}

/** A target row's desired rate: 2 to 10 (spec 03 §5), required while the row is in use, with the same message. */
function desiredRate(n: Row) {
  return trimmedText(m.desiredRate)
    .default('')
    .test('range', m.desiredRate, function check(value) {
      if (!rowInUse(n, this.parent as Parent)) return true;
      if (value === undefined || value === '') return false;
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
  const isList = (value: unknown): value is string[] => Array.isArray(value) && Array.from(value as unknown[]).every((item) => typeof item === 'string');
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
 * Rate Watch (spec 03 §3, §5): the update type, then either three target rows (the first required,
 * each row in use complete: rowInUse) or the cadence and the programs, and the SMS consent, which must
 * be given.
 */
export const rateWatchSchema = leadForm({
  updateType: oneOfRule(valuesOf(UPDATE_TYPES), m.updateType),
  tR1LoanTerm: rowChoice(1, terms, m.loanTerm),
  tR1DesiredRate: desiredRate(1),
  tR1DiscountPoints: rowChoice(1, points, m.discountPoints),
  tR2LoanTerm: rowChoice(2, terms, m.loanTerm),
  tR2DesiredRate: desiredRate(2),
  tR2DiscountPoints: rowChoice(2, points, m.discountPoints),
  tR3LoanTerm: rowChoice(3, terms, m.loanTerm),
  tR3DesiredRate: desiredRate(3),
  tR3DiscountPoints: rowChoice(3, points, m.discountPoints),
  updateCadence: choiceWhen(valuesOf(UPDATE_CADENCES), m.updateCadence, isFrequency),
  loanTerms: programs(),
  hasSmsConsent: consent.test('consent', m.smsConsent, (value) => value === true),
});

export type RateWatchValues = InferType<typeof rateWatchSchema>;

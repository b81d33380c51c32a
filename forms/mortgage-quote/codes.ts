/**
 * The codes of the mortgage rate quote and Rate Watch (spec 03 §3, Rate quote and Rate Watch),
 * verbatim: the value sent and the label shown.
 */
import type { FieldOption } from '../engine/types';

/** loanPurpose: 1 Purchase, 2 Refinance. */
export const PURCHASE = '1';
export const REFINANCE = '2';
export const LOAN_PURPOSES = [
  { value: PURCHASE, label: 'Purchase' },
  { value: REFINANCE, label: 'Refinance' },
] as const satisfies readonly FieldOption[];

export const PROPERTY_TYPES = [
  { value: '1', label: 'Single Family Home' },
  { value: '2', label: 'Co-op' },
  { value: '3', label: 'Condo' },
  { value: '4', label: '2-4 Unit' },
  { value: '5', label: 'Hi-Rise Condo' },
  { value: '6', label: 'Manufactured' },
] as const satisfies readonly FieldOption[];

export const OCCUPANCIES = [
  { value: '1', label: 'Primary Residence' },
  { value: '2', label: 'Vacation Home' },
  { value: '3', label: 'Investment' },
] as const satisfies readonly FieldOption[];

/** creditScore: the value sent for each band. */
export const CREDIT_SCORES = [
  { value: '740', label: '740+' },
  { value: '720', label: '739-720' },
  { value: '700', label: '719-700' },
  { value: '680', label: '699-680' },
  { value: '660', label: '679-660' },
  { value: '640', label: '659-640' },
  { value: '620', label: '639-620' },
  { value: '600', label: 'below 620' },
] as const satisfies readonly FieldOption[];

export const valuesOf = (options: readonly FieldOption[]) => options.map((option) => option.value);

/** Purchase price limits (spec 03 §5, §9), also the filter form's refinance home value and balance. */
export const PRICE_MIN = 50_000;
export const PRICE_MAX = 25_000_000;

/** The down payment's default percent of the price (spec 03 §4, §9). */
export const DEFAULT_DOWN_PAYMENT_PERCENT = '10';

/* Rate Watch */

export const TARGET_RATE = 'Target Rate';
export const FREQUENCY = 'Frequency';
export const UPDATE_TYPES = [
  { value: TARGET_RATE, label: 'Target Rate' },
  { value: FREQUENCY, label: 'Frequency' },
] as const satisfies readonly FieldOption[];

export const UPDATE_CADENCES = [
  { value: 'Daily', label: 'Daily' },
  { value: 'Weekly', label: 'Weekly' },
  { value: 'Monthly', label: 'Monthly' },
] as const satisfies readonly FieldOption[];

/** loanTerms (Frequency): the programs, sent ';'-joined. */
export const LOAN_TERMS = [
  { value: '30', label: '30 Year' },
  { value: '20', label: '20 Year' },
  { value: '15', label: '15 Year' },
  { value: '10', label: '10 Year' },
] as const satisfies readonly FieldOption[];

/** tR{n}LoanTerm (Target Rate). */
export const TARGET_LOAN_TERMS = [
  { value: 'ThirtyYear', label: '30 Year' },
  { value: 'TwentyYear', label: '20 Year' },
  { value: 'FifteenYear', label: '15 Year' },
  { value: 'TenYear', label: '10 Year' },
] as const satisfies readonly FieldOption[];

/** tR{n}DiscountPoints: 0 to 1.000 in steps of 0.125. */
export const DISCOUNT_POINTS: readonly FieldOption[] = Array.from({ length: 9 }, (_, index) => {
  const value = (index * 0.125).toFixed(3);
  return { value, label: value };
});

/** Up to three targets (spec 03 §9). */
export const TARGET_ROWS = [1, 2, 3] as const;

export const DESIRED_RATE_MIN = 2;
export const DESIRED_RATE_MAX = 10;

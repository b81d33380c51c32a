/**
 * APY calculator (spec 02 §5, §9): the annual percentage yield of a nominal rate (APR)
 * compounded n times a year, and the balance a deposit grows to with monthly deposits.
 *
 *   APY = (1 + APR / n)^n − 1                      (n: Daily 360, Monthly 12, Quarterly 4,
 *                                                     Semi-Annual 2, Yearly 1)
 *   APR = n × ((1 + APY)^(1/n) − 1)                (the inverse, when the APY is typed)
 *   ending balance = P × g^m + D × (g^m − 1) / (g − 1), g = (1 + APY)^(1/12)
 *                                                   (spreadsheet FV with rate g − 1, m months,
 *                                                     deposits D at each month's end)
 *   with APY = 0: ending balance = P + D × m
 *
 * Defaults: APR 2.32, APY 2.35 (2.32% compounded daily gives 2.347%), 12 months, daily, initial
 * deposit 1000, monthly deposits 100.
 */
import { parseAmount } from './format';

export const COMPOUNDING_OPTIONS = [
  { label: 'Daily', periods: 360 },
  { label: 'Monthly', periods: 12 },
  { label: 'Quarterly', periods: 4 },
  { label: 'Semi-Annual', periods: 2 },
  { label: 'Yearly', periods: 1 },
] as const;
export type CompoundingPeriods = (typeof COMPOUNDING_OPTIONS)[number]['periods'];

export const APY_DEFAULTS = {
  apr: 2.32,
  apy: 2.35,
  months: 12,
  compounding: 360,
  initialDeposit: 1000,
  monthlyDeposits: 100,
} as const satisfies { apr: number; apy: number; months: number; compounding: CompoundingPeriods; initialDeposit: number; monthlyDeposits: number };

const APY_MESSAGES = {
  initialDeposit: 'Initial Deposit must be a positive number.',
  months: 'Months must be a positive number.',
  monthlyDeposits: 'Monthly Deposits must be a positive number.',
  apy: 'APY must be a positive number.',
  apr: 'APR must be a positive number.',
} as const;

/** APY in percent from an APR in percent compounded `periods` times a year. */
export function apyFromApr(aprPercent: number, periods: CompoundingPeriods): number {
  if (aprPercent === 0) return 0;
  return ((1 + aprPercent / 100 / periods) ** periods - 1) * 100;
}

/** APR in percent that, compounded `periods` times a year, yields `apyPercent`. */
export function aprFromApy(apyPercent: number, periods: CompoundingPeriods): number {
  if (apyPercent === 0) return 0;
  return periods * ((1 + apyPercent / 100) ** (1 / periods) - 1) * 100;
}

export interface EndingBalanceInput {
  initialDeposit: number;
  monthlyDeposits: number;
  months: number;
  apyPercent: number;
}

export interface EndingBalanceResult {
  endingBalance: number;
  totalDeposits: number;
  interestEarned: number;
}

export function endingBalance({ initialDeposit, monthlyDeposits, months, apyPercent }: EndingBalanceInput): EndingBalanceResult {
  const totalDeposits = initialDeposit + monthlyDeposits * Math.max(0, months);
  if (months <= 0) return { endingBalance: initialDeposit, totalDeposits: initialDeposit, interestEarned: 0 };
  // g^m − 1 and g − 1 through expm1/log1p, so a tiny rate keeps its precision instead of
  // cancelling against 1 (which would divide 0 by 0).
  const logGrowth = Math.log1p(apyPercent / 100) / 12;
  const growthMinusOne = Math.expm1(logGrowth);
  const totalGrowthMinusOne = Math.expm1(logGrowth * months);
  const balance =
    apyPercent === 0 || growthMinusOne === 0
      ? totalDeposits
      : initialDeposit * (1 + totalGrowthMinusOne) + (monthlyDeposits * totalGrowthMinusOne) / growthMinusOne;
  return { endingBalance: balance, totalDeposits, interestEarned: balance - totalDeposits };
}

export interface ApyFormValues {
  initialDeposit: string;
  months: string;
  monthlyDeposits: string;
  apy: string;
  apr: string;
}

export type ApyField = keyof ApyFormValues;

export type ApyValidation =
  | { ok: true; values: { initialDeposit: number; months: number; monthlyDeposits: number; apy: number; apr: number } }
  | { ok: false; errors: { field: ApyField; message: string }[] };

/**
 * The checks made on Calculate, in the order the messages are listed: deposits may be zero,
 * months, APY and APR must be above zero.
 */
export function validateApy(form: ApyFormValues): ApyValidation {
  const initialDeposit = parseAmount(form.initialDeposit);
  const months = parseAmount(form.months);
  const monthlyDeposits = parseAmount(form.monthlyDeposits);
  const apy = parseAmount(form.apy);
  const apr = parseAmount(form.apr);
  const errors: { field: ApyField; message: string }[] = [];
  if (!(initialDeposit >= 0)) errors.push({ field: 'initialDeposit', message: APY_MESSAGES.initialDeposit });
  if (!(months > 0)) errors.push({ field: 'months', message: APY_MESSAGES.months });
  if (!(monthlyDeposits >= 0)) errors.push({ field: 'monthlyDeposits', message: APY_MESSAGES.monthlyDeposits });
  if (!(apy > 0)) errors.push({ field: 'apy', message: APY_MESSAGES.apy });
  if (!(apr > 0)) errors.push({ field: 'apr', message: APY_MESSAGES.apr });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, values: { initialDeposit, months, monthlyDeposits, apy, apr } };
}

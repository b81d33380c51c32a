/**
 * LVF "Calculate a Loan Payment" (spec 02 §5, §9): the monthly payment of a vehicle loan by
 * standard amortization; the only term offered is 20 years.
 *
 *   payment = P × r / (1 − (1 + r)^−n), r = annual rate / 12, n = years × 12; with r = 0, P / n.
 *
 * The defaults (50,000, 20 years, 8.25%) give 426.03.
 */
import { monthlyPayment } from './annuity';
import { parseAmount } from './format';

export const LVF_YEAR_OPTIONS = [20] as const;
type LvfYears = (typeof LVF_YEAR_OPTIONS)[number];

export const LVF_DEFAULTS = { loanAmount: 50_000, years: 20, annualRatePercent: 8.25 } as const satisfies LvfLoanInput;

export const LVF_LOAN_AMOUNT_MAX_LENGTH = 10;
export const LVF_INTEREST_RATE_MAX_LENGTH = 6;

const LVF_MESSAGES = {
  amount: '* loan amount required',
  rate: '* interest rate required',
} as const;

export interface LvfLoanInput {
  loanAmount: number;
  annualRatePercent: number;
  years: LvfYears;
}

export function lvfMonthlyPayment({ loanAmount, annualRatePercent, years }: LvfLoanInput): number {
  return monthlyPayment(loanAmount, annualRatePercent, years * 12);
}

/** '* loan amount required' when the field is empty, not a number or not above zero. */
export function validateLvfLoanAmount(text: string): string | undefined {
  const amount = parseAmount(text);
  return Number.isNaN(amount) || amount <= 0 ? LVF_MESSAGES.amount : undefined;
}

/** '* interest rate required' when the field is empty or not a number (0% is allowed). */
export function validateLvfInterestRate(text: string): string | undefined {
  const rate = parseAmount(text);
  return Number.isNaN(rate) || rate < 0 ? LVF_MESSAGES.rate : undefined;
}

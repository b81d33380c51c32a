/**
 * Monthly Payment calculator (spec 02 §5, §9): the payment of a loan between $10,000 and $90,000
 * over one of the listed durations, by standard amortization:
 *
 *   payment = P × r / (1 − (1 + r)^−n), r = annual rate / 12, n = months; with r = 0, P / n.
 */
import { monthlyPayment } from './annuity';
import { parseAmount } from './format';

export const LOAN_DURATIONS = [12, 24, 36, 48, 60, 72, 84, 96] as const;
export type LoanDuration = (typeof LOAN_DURATIONS)[number];
export const DEFAULT_LOAN_DURATION: LoanDuration = 60;

const MIN_LOAN_AMOUNT = 10_000;
const MAX_LOAN_AMOUNT = 90_000;

const MONTHLY_PAYMENT_MESSAGES = {
  amount: 'Please enter an amount between $10,000 and $90,000.',
  rate: 'Please enter an Interest Rate.',
} as const;

export interface MonthlyPaymentInput {
  loanAmount: number;
  annualRatePercent: number;
  months: LoanDuration;
}

export interface MonthlyPaymentResult {
  payment: number;
  totalPaid: number;
  totalInterest: number;
}

export function calculateMonthlyPayment({ loanAmount, annualRatePercent, months }: MonthlyPaymentInput): MonthlyPaymentResult {
  const payment = monthlyPayment(loanAmount, annualRatePercent, months);
  const totalPaid = payment * months;
  return { payment, totalPaid, totalInterest: Math.max(0, totalPaid - loanAmount) };
}

/** The message for the loan amount field, or undefined when the amount is within the range. */
export function validateLoanAmount(text: string): string | undefined {
  const amount = parseAmount(text);
  if (Number.isNaN(amount) || amount < MIN_LOAN_AMOUNT || amount > MAX_LOAN_AMOUNT) return MONTHLY_PAYMENT_MESSAGES.amount;
  return undefined;
}

/** The message for the interest rate field: a rate must be given (0% is a rate: the zero-rate branch). */
export function validateInterestRate(text: string): string | undefined {
  const rate = parseAmount(text);
  if (Number.isNaN(rate) || rate < 0) return MONTHLY_PAYMENT_MESSAGES.rate;
  return undefined;
}

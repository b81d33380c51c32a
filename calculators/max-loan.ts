/**
 * Max Loan calculator (spec 02 §5, §9): the largest loan a monthly payment repays, as the
 * present value of an annuity (spreadsheet PV, payments at month end):
 *
 *   loan = M × (1 − (1 + r)^−n) / r, r = annual rate / 12, n = months; with r = 0, M × n.
 *
 * The term is chosen from the same durations as the Monthly Payment calculator.
 */
import { presentValue } from './annuity';
import { parseAmount } from './format';
import type { LoanDuration } from './monthly-payment';

export const MAX_LOAN_PAYMENT_MAX_LENGTH = 10;
export const MAX_LOAN_RATE_MAX_LENGTH = 6;

const MAX_LOAN_MESSAGES = {
  payment: 'Please enter a valid Monthly Payment amount.',
  rate: 'Please enter an Interest Rate.',
} as const;

export interface MaxLoanInput {
  monthlyPayment: number;
  annualRatePercent: number;
  months: LoanDuration;
}

export function calculateMaxLoan({ monthlyPayment, annualRatePercent, months }: MaxLoanInput): number {
  return presentValue(monthlyPayment, annualRatePercent, months);
}

/** 'Please enter a valid Monthly Payment amount.' when empty, non-numeric or <= 0. */
export function validateMaxLoanPayment(text: string): string | undefined {
  const payment = parseAmount(text);
  return Number.isNaN(payment) || payment <= 0 ? MAX_LOAN_MESSAGES.payment : undefined;
}

/** 'Please enter an Interest Rate.' when the rate is missing (0% is a rate). */
export function validateMaxLoanRate(text: string): string | undefined {
  const rate = parseAmount(text);
  return Number.isNaN(rate) || rate < 0 ? MAX_LOAN_MESSAGES.rate : undefined;
}

/**
 * APY Balance comparison for AxosOne (spec 02 §5, §9): a year's simple interest on the balance
 * at the bank's rate against three comparison rates:
 *
 *   earnings = balance × rate / 100
 *
 * The balance takes digits only, and an empty field counts as 0. On the default 10,000,
 * 4.86% earns 486; the comparison rates 0.01%, 0.01% and 0.05% earn 1, 1 and 5.
 */
import { type RateEarnings, yearlyEarnings } from './apy-balance';

export const AXOSONE_DEFAULT_BALANCE = 10_000;
const AXOSONE_BANK_RATE = 4.86;
const AXOSONE_COMPARISON_RATES = [0.01, 0.01, 0.05] as const;

export interface AxosOneResult {
  balance: number;
  bank: RateEarnings;
  comparisons: RateEarnings[];
}

/** Keeps only the digits of what was typed or pasted. */
export function axosOneDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** The balance a field holds: digits only, empty is 0. */
export function parseAxosOneBalance(text: string): number {
  const digits = axosOneDigits(text);
  return digits === '' ? 0 : Number(digits);
}

export function axosOneBalance(balance: number): AxosOneResult {
  return {
    balance,
    bank: { ratePercent: AXOSONE_BANK_RATE, earnings: yearlyEarnings(balance, AXOSONE_BANK_RATE) },
    comparisons: AXOSONE_COMPARISON_RATES.map((ratePercent) => ({ ratePercent, earnings: yearlyEarnings(balance, ratePercent) })),
  };
}

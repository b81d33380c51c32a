/**
 * APY Balance comparison (spec 02 §4, §5, §9): what a balance earns in a year at the bank's
 * rate against three competitor rates, as simple annual interest:
 *
 *   earnings = balance × rate / 100
 *
 * The balance starts at 15,000 and is clamped to 50,000; typing more sets the over-limit flag,
 * which shows the note 'max balance: $50,000'. On the default, 3.3% earns 495.
 */
import { parseAmount } from './format';

export const APY_BALANCE_DEFAULT = 15_000;
export const APY_BALANCE_MAX = 50_000;
export const APY_BALANCE_NOTE = 'max balance: $50,000';
const APY_BALANCE_BANK_RATE = 3.3;
const APY_BALANCE_COMPETITOR_RATES = [0.25, 0.1, 0.01] as const;

export interface RateEarnings {
  ratePercent: number;
  earnings: number;
}

export interface ApyBalanceResult {
  /** The balance the earnings are computed on, after the clamp. */
  balance: number;
  /** True when the balance asked for exceeded the maximum. */
  overLimit: boolean;
  bank: RateEarnings;
  competitors: RateEarnings[];
}

/** Earnings in a year; a negative or missing balance earns nothing. */
export function yearlyEarnings(balance: number, ratePercent: number): number {
  if (!Number.isFinite(balance) || balance <= 0) return 0;
  return (balance * ratePercent) / 100;
}

export function apyBalance(requested: number): ApyBalanceResult {
  const overLimit = requested > APY_BALANCE_MAX;
  const balance = Number.isFinite(requested) ? Math.min(Math.max(requested, 0), APY_BALANCE_MAX) : 0;
  return {
    balance,
    overLimit,
    bank: { ratePercent: APY_BALANCE_BANK_RATE, earnings: yearlyEarnings(balance, APY_BALANCE_BANK_RATE) },
    competitors: APY_BALANCE_COMPETITOR_RATES.map((ratePercent) => ({ ratePercent, earnings: yearlyEarnings(balance, ratePercent) })),
  };
}

/** The typed text as a balance: empty or unreadable text is 0. */
export function parseApyBalance(text: string): number {
  const value = parseAmount(text);
  return Number.isNaN(value) ? 0 : value;
}

/**
 * Annual Fee estimate (spec 02 §5, §9): an advisory fee of 0.24% a year on the balance, shown
 * per month:
 *
 *   monthly fee = balance × 0.0024 / 12
 *
 * The balance comes from a slider from 500 to 500,000 in steps of 500, starting at 100,000.
 */
const ANNUAL_FEE_RATE = 0.0024;
export const ANNUAL_FEE_SLIDER = { min: 500, max: 500_000, step: 500, defaultValue: 100_000 } as const;

/** The monthly fee; a balance at or below zero (or not a number) costs nothing. */
export function monthlyFee(balance: number): number {
  if (!Number.isFinite(balance) || balance <= 0) return 0;
  return (balance * ANNUAL_FEE_RATE) / 12;
}

/** A slider value kept inside the range and on a step, as a native range input would. */
export function clampFeeBalance(value: number): number {
  const { min, max, step } = ANNUAL_FEE_SLIDER;
  if (!Number.isFinite(value)) return ANNUAL_FEE_SLIDER.defaultValue;
  const stepped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, stepped));
}

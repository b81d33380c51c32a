/**
 * The mortgage quote's down payment (spec 03 §4, Quote): a percent of the price and an amount in
 * dollars, each computed from the other. The percent is clamped to 1-100 and rounded to an integer.
 */
const PERCENT_MIN = 1;
const PERCENT_MAX = 100;

/**
 * A percent as the pair holds it: rounded to an integer and clamped to 1-100. null when it is not a
 * number (NaN, ±Infinity), so a caller keeps what it has instead of inventing a percent.
 */
export function clampPercent(percent: number): number | null {
  if (!Number.isFinite(percent)) return null;
  return Math.min(PERCENT_MAX, Math.max(PERCENT_MIN, Math.round(percent)));
}

/**
 * The amount that is `percent` of `base`, to the cent, with the percent clamped and rounded first.
 * A base of 0 gives 0. null when the base is negative or either number is not finite: there is no
 * amount to show, and the caller leaves the amount field as it is.
 */
export function amountFromPercent(base: number, percent: number): number | null {
  if (!Number.isFinite(base) || base < 0) return null;
  const clamped = clampPercent(percent);
  if (clamped === null) return null;
  // base × percent is the amount in cents; rounding there keeps the result to whole cents.
  return Math.round(base * clamped) / 100;
}

/**
 * The percent `amount` is of `base`, rounded to an integer and clamped to 1-100 (an amount above
 * the price gives 100, a zero or negative amount 1). null when the base is 0 or negative (no percent
 * of nothing) or a number is not finite: the caller keeps the percent it has.
 */
export function percentFromAmount(base: number, amount: number): number | null {
  if (!Number.isFinite(base) || base <= 0 || !Number.isFinite(amount)) return null;
  return clampPercent((amount / base) * 100);
}

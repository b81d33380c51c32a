/**
 * Margin trading cost comparison (spec 02 §5, §9), on a 360-day year:
 *
 *   total     = cash + securities
 *   purchased = 2 × cash + securities            (buying power)
 *   borrowed  = cash + securities
 *   cost      = borrowed × rate / 100 × days / 360, for each of the band's four rates
 *
 * The band (eight of them, by borrowed amount) gives the standard, elite and two competitor
 * rates; the competitors publish no rate above $500k. Per §5 the result is refused when
 * cash + securities / 2 (the equity a margin loan can rest on) is below 2000: the message
 * '* Borrowed amount must be at least $2000' replaces the results.
 *
 * The summary is 'Save up to X%': X is how much lower the elite rate is than the dearest
 * competitor rate, (competitor − elite) / competitor, cut down to a whole percent so it never
 * claims more than the saving. From $500k there is nothing to compare: 'Balance over $500k'.
 */

const MARGIN_DAYS_IN_YEAR = 360;
const MARGIN_AMOUNT_MAX = 9_999_999.99;
const MARGIN_DURATION_MAX = 9999;
export const MARGIN_DURATION_DEFAULT = 30;
const MARGIN_BORROWED_MINIMUM = 2000;
const MARGIN_MESSAGES = {
  borrowedMinimum: '* Borrowed amount must be at least $2000',
  overLimit: 'Balance over $500k',
} as const;

export interface MarginBand {
  band: number;
  /** Lowest borrowed amount of the band; the band runs up to the next band's minimum. */
  min: number;
  standard: number;
  elite: number;
  /** Competitor rates in percent; null where they publish none (N/A). */
  competitorA: number | null;
  competitorB: number | null;
}

export const MARGIN_BANDS: readonly MarginBand[] = [
  { band: 1, min: 2_000, standard: 13, elite: 12.5, competitorA: 13.575, competitorB: 14.2 },
  { band: 2, min: 10_000, standard: 13, elite: 12.5, competitorA: 13.575, competitorB: 13.95 },
  { band: 3, min: 25_000, standard: 12.5, elite: 12, competitorA: 13.075, competitorB: 13.7 },
  { band: 4, min: 50_000, standard: 12.5, elite: 12, competitorA: 12.125, competitorB: 13.2 },
  { band: 5, min: 100_000, standard: 12, elite: 11.5, competitorA: 12.075, competitorB: 12.7 },
  { band: 6, min: 250_000, standard: 12, elite: 11.5, competitorA: 12.75, competitorB: 12.2 },
  { band: 7, min: 500_000, standard: 11.5, elite: 11, competitorA: null, competitorB: null },
  { band: 8, min: 1_000_000, standard: 11, elite: 10.75, competitorA: null, competitorB: null },
];

export interface MarginInput {
  cash: number;
  securities: number;
  days: number;
}

interface MarginCosts {
  standard: number;
  elite: number;
  competitorA: number | null;
  competitorB: number | null;
}

export type MarginResult =
  | { ok: false; message: typeof MARGIN_MESSAGES.borrowedMinimum; total: number; purchased: number; borrowed: number }
  | {
      ok: true;
      total: number;
      purchased: number;
      borrowed: number;
      days: number;
      band: MarginBand;
      costs: MarginCosts;
      /** 'Save up to X%' or 'Balance over $500k'. */
      summary: string;
      savingsPercent: number | null;
    };

/** The band for a borrowed amount, or undefined below the minimum of 2000. */
export function marginBand(borrowed: number): MarginBand | undefined {
  let found: MarginBand | undefined;
  for (const band of MARGIN_BANDS) if (borrowed >= band.min) found = band;
  return found;
}

/** Cash or securities kept within 0 to 9,999,999.99; unreadable input is 0. */
export function clampMarginAmount(value: number): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(value, MARGIN_AMOUNT_MAX);
}

/** Days kept within 0 to 9999 (larger values clamped) as whole days; unreadable input is 0. */
export function clampMarginDays(value: number): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(Math.floor(value), MARGIN_DURATION_MAX);
}

function cost(borrowed: number, ratePercent: number, days: number): number {
  return ((borrowed * ratePercent) / 100) * (days / MARGIN_DAYS_IN_YEAR);
}

/** The whole percent the elite rate is below the dearest competitor rate; null when there is none. */
export function savingsPercent(band: MarginBand): number | null {
  const competitors = [band.competitorA, band.competitorB].filter((rate): rate is number => rate !== null);
  if (competitors.length === 0) return null;
  const dearest = Math.max(...competitors);
  // Rounded to 1e-9 first so a binary-fraction error cannot cut a whole percent off.
  return Math.floor(Math.round(((dearest - band.elite) / dearest) * 100 * 1e9) / 1e9);
}

export function calculateMargin(input: MarginInput): MarginResult {
  const cash = clampMarginAmount(input.cash);
  const securities = clampMarginAmount(input.securities);
  const days = clampMarginDays(input.days);
  const total = cash + securities;
  const purchased = 2 * cash + securities;
  const borrowed = cash + securities;
  const band = marginBand(borrowed);
  if (cash + securities / 2 < MARGIN_BORROWED_MINIMUM || band === undefined) {
    return { ok: false, message: MARGIN_MESSAGES.borrowedMinimum, total, purchased, borrowed };
  }
  const costs: MarginCosts = {
    standard: cost(borrowed, band.standard, days),
    elite: cost(borrowed, band.elite, days),
    competitorA: band.competitorA === null ? null : cost(borrowed, band.competitorA, days),
    competitorB: band.competitorB === null ? null : cost(borrowed, band.competitorB, days),
  };
  const saving = savingsPercent(band);
  const summary = saving === null ? MARGIN_MESSAGES.overLimit : `Save up to ${saving}%`;
  return { ok: true, total, purchased, borrowed, days, band, costs, summary, savingsPercent: saving };
}

/**
 * The keys a cash or securities field accepts (§5): digits, arrows, Home, End, Backspace, the
 * period, Tab and the numeric keypad. Shortcuts held with Ctrl, Meta or Alt (copy, paste, select
 * all) are not typing and pass through; what they paste is cleaned by sanitizeMarginText.
 */
export function isAcceptedMarginKey(event: { key: string; code?: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  if (/^[0-9]$/.test(event.key)) return true;
  if (event.code !== undefined && /^Numpad/.test(event.code)) return true;
  return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Backspace', '.', 'Tab'].includes(event.key);
}

/** Text reduced to digits and one decimal point with at most two decimals (pasted text included). */
export function sanitizeMarginText(text: string): string {
  const kept = text.replace(/[^0-9.]/g, '');
  const point = kept.indexOf('.');
  if (point === -1) return kept;
  return `${kept.slice(0, point)}.${kept
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 2)}`;
}

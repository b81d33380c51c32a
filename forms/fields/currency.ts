/** Currency input defaults (spec 01 §9). */
const CURRENCY = 'USD';
const CURRENCY_FRACTION_DIGITS = 2;

/**
 * A US-dollar amount as typed or masked ('$1,234.56', '1 234.56') as a number: $, spaces and commas
 * removed, then read as a decimal number. NaN when nothing numeric is left ('' or 'abc'), never a throw.
 */
export function parseUsd(value: string): number {
  const stripped = value.replace(/[$\s,]/g, '');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(stripped)) return Number.NaN;
  return Number(stripped);
}

/** An amount as the currency input shows it: '$1,234.56'. */
export function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: CURRENCY_FRACTION_DIGITS,
    maximumFractionDigits: CURRENCY_FRACTION_DIGITS,
  }).format(amount);
}

/* Input helpers for the currency field (forms/ui/CurrencyField). */

export interface CurrencyOptions {
  currency?: string;
  fractionDigits?: number;
}

/**
 * What may stay in the input while typing: digits and at most one dot, with no more fraction
 * digits than allowed. Everything else ($, commas, spaces, letters, a second dot) is dropped.
 */
export function sanitizeCurrencyInput(input: string, fractionDigits = CURRENCY_FRACTION_DIGITS): string {
  let seenDot = false;
  let out = '';
  let fraction = 0;
  for (const ch of input) {
    if (ch >= '0' && ch <= '9') {
      if (seenDot) {
        if (fraction >= fractionDigits) continue;
        fraction += 1;
      }
      out += ch;
    } else if (ch === '.' && !seenDot && fractionDigits > 0) {
      seenDot = true;
      out += ch;
    }
  }
  return out;
}

/**
 * The amount formatted with Intl en-US ('$1,234.50'), or '' when the text holds no number. A
 * formatted value goes through unchanged, so formatting twice is formatting once.
 */
export function formatCurrency(input: string, { currency = CURRENCY, fractionDigits = CURRENCY_FRACTION_DIGITS }: CurrencyOptions = {}): string {
  const plain = sanitizeCurrencyInput(input, Number.POSITIVE_INFINITY);
  if (!/\d/.test(plain)) return '';
  const amount = Number(plain);
  if (!Number.isFinite(amount)) return '';
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

/** Currency input helpers (spec 01 §5, §9: USD with 2 fraction digits by default). */

export interface CurrencyOptions {
  currency?: string;
  fractionDigits?: number;
}

/**
 * What may stay in the input while typing: digits and at most one dot, with no more fraction
 * digits than allowed. Everything else ($, commas, spaces, letters, a second dot) is dropped.
 */
export function sanitizeCurrencyInput(input: string, fractionDigits = 2): string {
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
export function formatCurrency(input: string, { currency = 'USD', fractionDigits = 2 }: CurrencyOptions = {}): string {
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

/** Currency input defaults (spec 01 §9). */
export const CURRENCY = 'USD';
export const CURRENCY_FRACTION_DIGITS = 2;

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

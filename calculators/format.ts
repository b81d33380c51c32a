/**
 * Money and percentages as en-US readers expect them, through Intl (never hand-built strings):
 * formatUsd(426.03) is "$426.03", formatPercent(2.35) is "2.35%".
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 3 });

export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** Dollars without cents, for limits such as "$50,000". */
export function formatWholeUsd(amount: number): string {
  return wholeUsd.format(amount);
}

/** A rate given in percent (2.35 means 2.35%). */
export function formatPercent(ratePercent: number): string {
  return percent.format(ratePercent / 100);
}

/**
 * A number typed into a field: "$10,000.50" reads as 10000.5. Thousands separators and a leading
 * dollar sign are allowed because people type them; anything else that is not a plain decimal
 * (letters, two points, a lone "-") is NaN, which validation reports. Empty text is NaN too, so
 * each calculator decides explicitly what an empty field means.
 */
export function parseAmount(text: string): number {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/**
 * The quote's down payment bounds (spec 03 §5, Quote): between 1 percent of the price and the price,
 * reported as 'Value must be between X and Y.' with the real bounds as money. Pure, no React; the
 * percent and dollar relation itself is forms/fields/linked-amount.ts.
 */
import { PRICE_MAX, PRICE_MIN } from './codes';

/** Money as the messages show it: '$50,000', '$3,333.33' (cents only when there are some). */
export function formatMoney(amount: number): string {
  const digits = Number.isInteger(Math.round(amount * 100) / 100) ? 0 : 2;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}

/** 'Value must be between X and Y.' */
function rangeMessage(min: number, max: number): string {
  return `Value must be between ${formatMoney(min)} and ${formatMoney(max)}.`;
}

/** The price's message: 'Value must be between $50,000 and $25,000,000.' */
export const PRICE_RANGE_MESSAGE = rangeMessage(PRICE_MIN, PRICE_MAX);

function isPriceInRange(price: number): boolean {
  return Number.isFinite(price) && price >= PRICE_MIN && price <= PRICE_MAX;
}

/**
 * The down payment's bounds for a price: 1 percent of it (to the cent, rounded up so the bound
 * itself passes) and the price. null while the price is not a valid one: there is nothing to bound
 * against, and the price's own message says why.
 */
export function downPaymentBounds(price: number): { min: number; max: number } | null {
  if (!isPriceInRange(price)) return null;
  return { min: Math.ceil(price) / 100, max: price };
}

/**
 * The down payment's message for an amount and a price: undefined when the amount is within the
 * bounds or the price is not valid, 'Value must be between X and Y.' otherwise.
 */
export function downPaymentError(amount: number, price: number): string | undefined {
  const bounds = downPaymentBounds(price);
  if (bounds === null) return undefined;
  if (Number.isFinite(amount) && amount >= bounds.min && amount <= bounds.max) return undefined;
  return rangeMessage(bounds.min, bounds.max);
}

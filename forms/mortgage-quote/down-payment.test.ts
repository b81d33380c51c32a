import { amountFromPercent, clampPercent, percentFromAmount } from '../fields/linked-amount';
import { DEFAULT_DOWN_PAYMENT_PERCENT } from './codes';
import { downPaymentBounds, downPaymentError, formatMoney, PRICE_RANGE_MESSAGE } from './down-payment';

describe('the down payment relation (spec 03 §4, Quote)', () => {
  it('defaults to 10 percent of the price', () => {
    expect(DEFAULT_DOWN_PAYMENT_PERCENT).toBe('10');
    expect(amountFromPercent(450000, Number(DEFAULT_DOWN_PAYMENT_PERCENT))).toBe(45000);
  });

  it.each([
    // price, percent typed, dollars shown
    [450000, 10, 45000],
    [450000, 0, 4500],
    [450000, 1, 4500],
    [450000, 100, 450000],
    [450000, 101, 450000],
    [450000, 999, 450000],
    [450000, 12.4, 54000],
    [450000, 12.5, 58500],
    [333333, 10, 33333.3],
    [50000, 3, 1500],
    [25000000, 20, 5000000],
  ])('price %d at %d percent → $%d (percent clamped to 1-100 and rounded)', (price, percent, dollars) => {
    expect(amountFromPercent(price, percent)).toBe(dollars);
  });

  it.each([
    // price, dollars typed, percent shown
    [450000, 45000, 10],
    [450000, 47250, 11],
    [450000, 47249, 10],
    [450000, 2000, 1],
    [450000, 0, 1],
    [450000, 450000, 100],
    [450000, 500000, 100],
    [333333, 100000, 30],
  ])('price %d with $%d → %d percent (rounded, clamped to 1-100)', (price, dollars, percent) => {
    expect(percentFromAmount(price, dollars)).toBe(percent);
  });

  it.each([
    [0.5, 1],
    [1.49, 1],
    [1.5, 2],
    [99.5, 100],
    [-3, 1],
    [Number.NaN, null],
  ])('clamps the percent %d to %j', (percent, expected) => expect(clampPercent(percent)).toBe(expected));

  it('has no answer without a price, so the fields keep what they hold', () => {
    expect(percentFromAmount(0, 45000)).toBeNull();
    expect(percentFromAmount(Number.NaN, 45000)).toBeNull();
  });
});

describe('the down payment bounds (spec 03 §5: between 1 percent of the price and the price)', () => {
  it.each([
    [50000, { min: 500, max: 50000 }],
    [450000, { min: 4500, max: 450000 }],
    [333333.5, { min: 3333.34, max: 333333.5 }],
    [25000000, { min: 250000, max: 25000000 }],
    [49999.99, null],
    [25000000.01, null],
    [Number.NaN, null],
  ])('price %d → %j', (price, bounds) => expect(downPaymentBounds(price)).toEqual(bounds));

  it.each([
    [45000, 450000, undefined],
    [4500, 450000, undefined],
    [450000, 450000, undefined],
    [4499.99, 450000, 'Value must be between $4,500 and $450,000.'],
    [450000.01, 450000, 'Value must be between $4,500 and $450,000.'],
    [0, 50000, 'Value must be between $500 and $50,000.'],
    [3333.33, 333333.5, 'Value must be between $3,333.34 and $333,333.50.'],
    [30000000, 25000000, 'Value must be between $250,000 and $25,000,000.'],
    [Number.NaN, 450000, 'Value must be between $4,500 and $450,000.'],
    // No valid price: the price's own message speaks, the down payment has none.
    [100, 40000, undefined],
    [100, Number.NaN, undefined],
  ])('$%d of a price of %d → %j', (amount, price, message) => expect(downPaymentError(amount, price)).toBe(message));

  it("formats money with Intl, cents only when there are some, as the price's message does", () => {
    expect(PRICE_RANGE_MESSAGE).toBe('Value must be between $50,000 and $25,000,000.');
    expect([formatMoney(4500), formatMoney(3333.3), formatMoney(1234567.891)]).toEqual(['$4,500', '$3,333.30', '$1,234,567.89']);
  });
});

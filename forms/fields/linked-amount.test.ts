import { amountFromPercent, clampPercent, percentFromAmount } from './linked-amount';

describe('clampPercent', () => {
  it.each([
    [10, 10],
    [10.4, 10],
    [10.5, 11],
    [0, 1],
    [0.4, 1],
    [-5, 1],
    [100, 100],
    [150, 100],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%d → %j', (percent, expected) => expect(clampPercent(percent)).toBe(expected));
});

describe('amountFromPercent', () => {
  it.each([
    [450000, 10, 45000],
    [450000, 20, 90000],
    [333333, 10, 33333.3],
    [123456.78, 15, 18518.52],
    [50000, 100, 50000],
    [50000, 250, 50000],
    [50000, 0, 500],
    [50000, 9.6, 5000],
    [0, 10, 0],
    [-1, 10, null],
    [Number.NaN, 10, null],
    [450000, Number.NaN, null],
  ])('%d at %d percent → %j', (base, percent, expected) => expect(amountFromPercent(base, percent)).toBe(expected));
});

describe('percentFromAmount', () => {
  it.each([
    [450000, 45000, 10],
    [450000, 90000, 20],
    [450000, 47000, 10],
    [450000, 49500, 11],
    [450000, 450000, 100],
    [450000, 900000, 100],
    [450000, 0, 1],
    [450000, 100, 1],
    [450000, -500, 1],
    [0, 45000, null],
    [-450000, 45000, null],
    [Number.NaN, 45000, null],
    [450000, Number.NaN, null],
  ])('%d of base %d → %j', (base, amount, expected) => expect(percentFromAmount(base, amount)).toBe(expected));
});

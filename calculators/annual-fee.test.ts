import { withinCent } from './test-cent';
import { ANNUAL_FEE_SLIDER, clampFeeBalance, monthlyFee } from './annual-fee';

describe('annual fee', () => {
  // Worked by hand: balance × 0.0024 / 12 = balance × 0.0002.
  it.each([
    { balance: 100_000, expected: 20, why: 'default: 100000 × 0.0024 / 12 = 240 / 12 = 20' },
    { balance: 500, expected: 0.1, why: 'minimum: 500 × 0.0024 = 1.20 a year, 0.10 a month' },
    { balance: 500_000, expected: 100, why: 'maximum: 500000 × 0.0024 = 1200 a year, 100 a month' },
    { balance: 1000, expected: 0.2, why: 'one step above the minimum but one: 2.40 / 12' },
    { balance: 0, expected: 0, why: 'no balance, no fee' },
    { balance: -500, expected: 0, why: 'a negative balance costs nothing' },
  ])('$balance costs $expected a month ($why)', ({ balance, expected }) => {
    expect(monthlyFee(balance)).toSatisfy(withinCent(expected));
  });

  it('has the slider range 500 to 500000, step 500, default 100000', () => {
    expect(ANNUAL_FEE_SLIDER).toEqual({ min: 500, max: 500_000, step: 500, defaultValue: 100_000 });
  });

  it.each([
    { value: 0, expected: 500 },
    { value: 749, expected: 500 },
    { value: 750, expected: 1000 },
    { value: 600_000, expected: 500_000 },
    { value: Number.NaN, expected: 100_000 },
  ])('keeps $value on the slider as $expected', ({ value, expected }) => {
    expect(clampFeeBalance(value)).toBe(expected);
  });
});

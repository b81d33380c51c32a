import { withinCent } from './test-cent';
import fc from 'fast-check';
import { AXOSONE_DEFAULT_BALANCE, axosOneBalance, axosOneDigits, parseAxosOneBalance } from './apy-balance-axosone';

describe('APY balance AxosOne', () => {
  // Worked by hand: balance × rate / 100.
  it.each([
    { balance: AXOSONE_DEFAULT_BALANCE, bank: 486, comparisons: [1, 1, 5], why: 'default 10000: × 4.86% = 486; × 0.01% = 1; × 0.05% = 5' },
    { balance: 0, bank: 0, comparisons: [0, 0, 0], why: 'empty field counts as 0' },
    { balance: 1, bank: 0.05, comparisons: [0, 0, 0], why: '1 × 4.86% = 0.0486 → $0.05' },
    { balance: 250_000, bank: 12_150, comparisons: [25, 25, 125], why: '250000 × 4.86% = 12150' },
  ])('$balance earns $bank against $comparisons ($why)', ({ balance, bank, comparisons }) => {
    const result = axosOneBalance(balance);
    expect(result.bank.ratePercent).toBe(4.86);
    expect(result.bank.earnings).toSatisfy(withinCent(bank));
    expect(result.comparisons.map((item) => item.ratePercent)).toEqual([0.01, 0.01, 0.05]);
    for (const [index, item] of result.comparisons.entries()) expect(item.earnings).toSatisfy(withinCent(comparisons[index] ?? Number.NaN));
  });

  it.each([
    { text: '', digits: '', value: 0 },
    { text: '10000', digits: '10000', value: 10_000 },
    { text: '$1,250.75', digits: '125075', value: 125_075 },
    { text: 'abc', digits: '', value: 0 },
    { text: '-5', digits: '5', value: 5 },
  ])('keeps the digits of "$text"', ({ text, digits, value }) => {
    expect(axosOneDigits(text)).toBe(digits);
    expect(parseAxosOneBalance(text)).toBe(value);
  });

  it('never throws and never earns a negative amount, whatever is typed', () => {
    fc.assert(fc.property(fc.string(), (text) => axosOneBalance(parseAxosOneBalance(text)).bank.earnings >= 0));
  });
});

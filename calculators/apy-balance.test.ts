import { withinCent } from './test-cent';
import { APY_BALANCE_DEFAULT, APY_BALANCE_MAX, APY_BALANCE_NOTE, apyBalance, parseApyBalance } from './apy-balance';

describe('APY balance', () => {
  it('earns 495 at 3.3% on the default 15,000', () => {
    expect(APY_BALANCE_DEFAULT).toBe(15_000);
    const result = apyBalance(APY_BALANCE_DEFAULT);
    expect(result.bank.ratePercent).toBe(3.3);
    expect(result.bank.earnings).toBeCloseTo(495, 2);
    // 15000 × 0.25% = 37.50, × 0.10% = 15.00, × 0.01% = 1.50
    expect(result.competitors.map((item) => item.ratePercent)).toEqual([0.25, 0.1, 0.01]);
    expect(result.competitors.map((item) => item.earnings)).toEqual([expect.closeTo(37.5, 2), expect.closeTo(15, 2), expect.closeTo(1.5, 2)]);
    expect(result.overLimit).toBe(false);
  });

  // Worked by hand: balance × rate / 100.
  it.each([
    { requested: 0, balance: 0, bank: 0, overLimit: false, why: 'empty balance' },
    { requested: 1, balance: 1, bank: 0.03, overLimit: false, why: '1 × 3.3% = 0.033' },
    { requested: 49_999.99, balance: 49_999.99, bank: 1650, overLimit: false, why: '49999.99 × 3.3% = 1649.9997' },
    { requested: 50_000, balance: 50_000, bank: 1650, overLimit: false, why: 'the maximum itself is not over the limit: 50000 × 3.3% = 1650' },
    { requested: 50_000.01, balance: 50_000, bank: 1650, overLimit: true, why: 'just over: clamped to 50000' },
    { requested: 1_000_000, balance: 50_000, bank: 1650, overLimit: true, why: 'far over: clamped to 50000' },
    { requested: -20, balance: 0, bank: 0, overLimit: false, why: 'a negative balance earns nothing' },
  ])('$requested → balance $balance, bank $bank ($why)', ({ requested, balance, bank, overLimit }) => {
    const result = apyBalance(requested);
    expect(result.balance).toBe(balance);
    expect(result.bank.earnings).toSatisfy(withinCent(bank));
    expect(result.overLimit).toBe(overLimit);
  });

  it('names the limit in its note', () => {
    expect(APY_BALANCE_MAX).toBe(50_000);
    expect(APY_BALANCE_NOTE).toBe('max balance: $50,000');
  });

  it.each([
    { text: '', value: 0 },
    { text: 'abc', value: 0 },
    { text: '$15,000', value: 15_000 },
    { text: '60000', value: 60_000 },
  ])('reads "$text" as $value', ({ text, value }) => {
    expect(parseApyBalance(text)).toBe(value);
  });
});

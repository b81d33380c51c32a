import { withinCent } from './test-cent';
import fc from 'fast-check';
import { LVF_DEFAULTS, LVF_YEAR_OPTIONS, lvfMonthlyPayment, validateLvfInterestRate, validateLvfLoanAmount } from './lvf-loan-payment';

describe('LVF loan payment', () => {
  it('gives 426.03 on the defaults (50,000, 20 years, 8.25%)', () => {
    expect(LVF_DEFAULTS).toEqual({ loanAmount: 50_000, years: 20, annualRatePercent: 8.25 });
    // PMT(8.25%/12, 240, -50000) = 426.0328…
    expect(lvfMonthlyPayment(LVF_DEFAULTS)).toSatisfy(withinCent(426.03));
  });

  // Expected values: spreadsheet =PMT(rate/12, 240, -amount).
  it.each([
    { amount: 1, rate: 8.25, expected: 0.01, why: 'PMT(8.25%/12, 240, -1) = 0.0085 (smallest amount)' },
    { amount: 100_000, rate: 6, expected: 716.43, why: 'PMT(0.5%, 240, -100000) = 716.43' },
    { amount: 9_999_999_999, rate: 8.25, expected: 85_206_565.22, why: 'PMT(8.25%/12, 240, -9999999999) (ten digits, the longest amount)' },
    { amount: 24_000, rate: 0, expected: 100, why: 'zero rate: 24000 / 240 = 100' },
    { amount: 50_000, rate: 99.999, expected: 4166.62, why: 'PMT(99.999%/12, 240, -50000) = 4166.62 (six-character rate)' },
  ])('$amount at $rate% gives $expected ($why)', ({ amount, rate, expected }) => {
    expect(lvfMonthlyPayment({ loanAmount: amount, annualRatePercent: rate, years: 20 })).toSatisfy(withinCent(expected));
  });

  it('offers only 20 years', () => {
    expect(LVF_YEAR_OPTIONS).toEqual([20]);
  });

  it.each([
    { text: '', message: '* loan amount required' },
    { text: '0', message: '* loan amount required' },
    { text: 'ten', message: '* loan amount required' },
    { text: '50000', message: undefined },
  ])('loan amount "$text" gives $message', ({ text, message }) => {
    expect(validateLvfLoanAmount(text)).toBe(message);
  });

  it.each([
    { text: '', message: '* interest rate required' },
    { text: '.', message: '* interest rate required' },
    { text: '0', message: undefined },
    { text: '8.25', message: undefined },
  ])('interest rate "$text" gives $message', ({ text, message }) => {
    expect(validateLvfInterestRate(text)).toBe(message);
  });

  it('never throws for any amount and rate', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ min: 0, max: 999_999, noNaN: true }), (amount, rate) => {
        const payment = lvfMonthlyPayment({ loanAmount: amount, annualRatePercent: rate, years: 20 });
        return !Number.isNaN(payment) && payment >= 0;
      }),
    );
  });
});

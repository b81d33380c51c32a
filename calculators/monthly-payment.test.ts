import { withinCent } from './test-cent';
import fc from 'fast-check';
import { calculateMonthlyPayment, DEFAULT_LOAN_DURATION, LOAN_DURATIONS, validateInterestRate, validateLoanAmount } from './monthly-payment';

describe('monthly payment', () => {
  // Expected values: spreadsheet =PMT(rate/12, months, -amount).
  it.each([
    { amount: 10_000, rate: 5, months: 12, expected: 856.07, why: 'PMT(5%/12, 12, -10000) = 856.07' },
    { amount: 10_000, rate: 5, months: 60, expected: 188.71, why: 'PMT(5%/12, 60, -10000) = 188.71 (minimum amount, default term)' },
    { amount: 90_000, rate: 5, months: 60, expected: 1698.41, why: 'PMT(5%/12, 60, -90000) = 1698.41 (maximum amount)' },
    { amount: 20_000, rate: 6, months: 36, expected: 608.44, why: 'PMT(0.5%, 36, -20000) = 608.44' },
    { amount: 10_000, rate: 4.5, months: 12, expected: 853.79, why: 'PMT(0.375%, 12, -10000) = 853.79' },
    { amount: 90_000, rate: 12.99, months: 96, expected: 1512.15, why: 'PMT(12.99%/12, 96, -90000) = 1512.15 (longest term)' },
    { amount: 25_000, rate: 0, months: 60, expected: 416.67, why: 'zero rate: 25000 / 60 = 416.666…' },
    { amount: 12_000, rate: 0, months: 12, expected: 1000, why: 'zero rate: 12000 / 12 = 1000' },
  ])('$amount at $rate% over $months months pays $expected ($why)', ({ amount, rate, months, expected }) => {
    const months_ = months as (typeof LOAN_DURATIONS)[number];
    const result = calculateMonthlyPayment({ loanAmount: amount, annualRatePercent: rate, months: months_ });
    expect(result.payment).toSatisfy(withinCent(expected));
    expect(result.totalPaid).toBeCloseTo(result.payment * months, 6);
  });

  it('offers the listed durations with 60 months by default', () => {
    expect(LOAN_DURATIONS).toEqual([12, 24, 36, 48, 60, 72, 84, 96]);
    expect(DEFAULT_LOAN_DURATION).toBe(60);
  });

  it.each([
    { text: '', message: 'Please enter an amount between $10,000 and $90,000.' },
    { text: 'abc', message: 'Please enter an amount between $10,000 and $90,000.' },
    { text: '9999.99', message: 'Please enter an amount between $10,000 and $90,000.' },
    { text: '10000', message: undefined },
    { text: '$10,000', message: undefined },
    { text: '90000', message: undefined },
    { text: '90000.01', message: 'Please enter an amount between $10,000 and $90,000.' },
  ])('loan amount "$text" gives $message', ({ text, message }) => {
    expect(validateLoanAmount(text)).toBe(message);
  });

  it.each([
    { text: '', message: 'Please enter an Interest Rate.' },
    { text: 'x', message: 'Please enter an Interest Rate.' },
    { text: '0', message: undefined },
    { text: '6.5', message: undefined },
  ])('interest rate "$text" gives $message', ({ text, message }) => {
    expect(validateInterestRate(text)).toBe(message);
  });

  it('never throws and never returns a negative or non-finite payment in range', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 10_000, max: 90_000, noNaN: true }),
        fc.double({ min: 0, max: 99, noNaN: true }),
        fc.constantFrom(...LOAN_DURATIONS),
        (amount, rate, months) => {
          const { payment } = calculateMonthlyPayment({ loanAmount: amount, annualRatePercent: rate, months });
          return Number.isFinite(payment) && payment >= (amount / months) * (1 - 1e-6);
        },
      ),
    );
  });
});

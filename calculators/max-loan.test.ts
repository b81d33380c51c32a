import { withinCent } from './test-cent';
import fc from 'fast-check';
import { calculateMaxLoan, MAX_LOAN_PAYMENT_MAX_LENGTH, MAX_LOAN_RATE_MAX_LENGTH, validateMaxLoanPayment, validateMaxLoanRate } from './max-loan';
import { LOAN_DURATIONS } from './monthly-payment';

describe('max loan', () => {
  // Expected values: spreadsheet =PV(rate/12, months, -payment).
  it.each([
    { payment: 500, rate: 5, months: 60, expected: 26_495.35, why: 'PV(5%/12, 60, -500) = 26495.35' },
    { payment: 300, rate: 6, months: 36, expected: 9861.3, why: 'PV(0.5%, 36, -300) = 9861.30' },
    { payment: 450, rate: 4.5, months: 12, expected: 5270.65, why: 'PV(0.375%, 12, -450) = 5270.65 (shortest term)' },
    { payment: 9_999_999_999, rate: 8.25, months: 96, expected: 701_061_944_459.13, why: 'PV(8.25%/12, 96, -9999999999) (ten-digit payment, longest term)' },
    { payment: 1000, rate: 0, months: 60, expected: 60_000, why: 'zero rate: 1000 × 60' },
    { payment: 0.01, rate: 0, months: 12, expected: 0.12, why: 'zero rate, one cent: 0.01 × 12' },
  ])('$payment a month at $rate% over $months months repays $expected ($why)', ({ payment, rate, months, expected }) => {
    const term = months as (typeof LOAN_DURATIONS)[number];
    expect(calculateMaxLoan({ monthlyPayment: payment, annualRatePercent: rate, months: term })).toSatisfy(withinCent(expected));
  });

  it('limits the fields to 10 and 6 characters', () => {
    expect(MAX_LOAN_PAYMENT_MAX_LENGTH).toBe(10);
    expect(MAX_LOAN_RATE_MAX_LENGTH).toBe(6);
  });

  it.each([
    { text: '', message: 'Please enter a valid Monthly Payment amount.' },
    { text: 'lots', message: 'Please enter a valid Monthly Payment amount.' },
    { text: '0', message: 'Please enter a valid Monthly Payment amount.' },
    { text: '-5', message: 'Please enter a valid Monthly Payment amount.' },
    { text: '0.01', message: undefined },
    { text: '1,250', message: undefined },
  ])('monthly payment "$text" gives $message', ({ text, message }) => {
    expect(validateMaxLoanPayment(text)).toBe(message);
  });

  it.each([
    { text: '', message: 'Please enter an Interest Rate.' },
    { text: '  ', message: 'Please enter an Interest Rate.' },
    { text: '0', message: undefined },
    { text: '12.5', message: undefined },
  ])('interest rate "$text" gives $message', ({ text, message }) => {
    expect(validateMaxLoanRate(text)).toBe(message);
  });

  it('never throws and never returns more than payment × months', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 999, noNaN: true }),
        fc.constantFrom(...LOAN_DURATIONS),
        (payment, rate, months) => {
          const loan = calculateMaxLoan({ monthlyPayment: payment, annualRatePercent: rate, months });
          return Number.isFinite(loan) && loan > 0 && loan <= payment * months * (1 + 1e-6);
        },
      ),
    );
  });
});

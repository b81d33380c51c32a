import { withinCent } from './test-cent';
import fc from 'fast-check';
import { APY_DEFAULTS, apyFromApr, aprFromApy, COMPOUNDING_OPTIONS, endingBalance, validateApy } from './apy';

describe('APY', () => {
  it('has the defaults of spec §9', () => {
    expect(APY_DEFAULTS).toEqual({ apr: 2.32, apy: 2.35, months: 12, compounding: 360, initialDeposit: 1000, monthlyDeposits: 100 });
    expect(COMPOUNDING_OPTIONS.map((option) => `${option.label} ${option.periods}`)).toEqual([
      'Daily 360',
      'Monthly 12',
      'Quarterly 4',
      'Semi-Annual 2',
      'Yearly 1',
    ]);
  });

  // Expected values: spreadsheet =EFFECT(apr, n) (which is (1 + apr/n)^n − 1), in percent.
  it.each([
    { apr: 2.32, n: 360, expected: 2.347, why: 'default: EFFECT(2.32%, 360) = 2.3470% (shown as 2.35)' },
    { apr: 2.32, n: 12, expected: 2.3448, why: 'EFFECT(2.32%, 12) = 2.3448%' },
    { apr: 2.32, n: 4, expected: 2.3403, why: 'EFFECT(2.32%, 4) = 2.3403%' },
    { apr: 2.32, n: 2, expected: 2.3335, why: '(1.0116)^2 − 1 = 0.02333456' },
    { apr: 2.32, n: 1, expected: 2.32, why: 'compounded once a year the APY is the APR' },
    { apr: 5, n: 12, expected: 5.1162, why: 'EFFECT(5%, 12) = 5.1162%' },
    { apr: 0, n: 360, expected: 0, why: 'zero rate' },
  ] as const)('APR $apr% compounded $n times gives APY $expected% ($why)', ({ apr, n, expected, why: _why }) => {
    expect(apyFromApr(apr, n)).toBeCloseTo(expected, 4);
    // And back: the APR that gives this APY is the APR we started from (0 gives 0 both ways).
    expect(aprFromApy(apyFromApr(apr, n), n)).toBeCloseTo(apr, 10);
  });

  it('rounds the default APR to the default APY', () => {
    expect(Number(apyFromApr(APY_DEFAULTS.apr, APY_DEFAULTS.compounding).toFixed(2))).toBe(APY_DEFAULTS.apy);
  });

  // Expected values: spreadsheet =FV((1 + apy)^(1/12) − 1, months, -deposit, -initial).
  it.each([
    { initial: 1000, deposit: 100, months: 12, apy: 2.35, expected: 2236.37, why: 'defaults: FV(0.19376%, 12, -100, -1000) = 2236.37' },
    { initial: 0, deposit: 100, months: 12, apy: 2.35, expected: 1212.87, why: 'no initial deposit: FV(0.19376%, 12, -100) = 1212.87' },
    { initial: 1000, deposit: 0, months: 12, apy: 2.35, expected: 1023.5, why: 'a year of one deposit grows by exactly the APY: 1000 × 1.0235' },
    { initial: 1000, deposit: 100, months: 1, apy: 2.35, expected: 1101.94, why: 'one month: 1000 × 1.0235^(1/12) + 100' },
    { initial: 5000, deposit: 250, months: 36, apy: 4, expected: 15_159.59, why: 'FV(0.32737%, 36, -250, -5000) = 15159.59' },
    { initial: 1000, deposit: 100, months: 12, apy: 0, expected: 2200, why: 'zero rate: 1000 + 12 × 100' },
    { initial: 0, deposit: 0, months: 12, apy: 2.35, expected: 0, why: 'nothing deposited, nothing earned' },
  ])('$initial plus $deposit a month for $months months at $apy% ends at $expected ($why)', ({ initial, deposit, months, apy, expected }) => {
    const result = endingBalance({ initialDeposit: initial, monthlyDeposits: deposit, months, apyPercent: apy });
    expect(result.endingBalance).toSatisfy(withinCent(expected));
    expect(result.totalDeposits).toBe(initial + deposit * months);
    expect(result.interestEarned).toSatisfy(withinCent(expected - (initial + deposit * months)));
  });

  const valid = { initialDeposit: '1000', months: '12', monthlyDeposits: '100', apy: '2.35', apr: '2.32' };

  it('accepts the defaults and zero deposits', () => {
    expect(validateApy(valid).ok).toBe(true);
    expect(validateApy({ ...valid, initialDeposit: '0', monthlyDeposits: '0' }).ok).toBe(true);
  });

  it('lists every message, in order, when every field is wrong', () => {
    const result = validateApy({ initialDeposit: '-1', months: '0', monthlyDeposits: '', apy: '0', apr: 'x' });
    expect(result.ok ? [] : result.errors.map((error) => error.message)).toEqual([
      'Initial Deposit must be a positive number.',
      'Months must be a positive number.',
      'Monthly Deposits must be a positive number.',
      'APY must be a positive number.',
      'APR must be a positive number.',
    ]);
  });

  it.each([
    { field: 'initialDeposit', text: 'abc', message: 'Initial Deposit must be a positive number.' },
    { field: 'months', text: '-3', message: 'Months must be a positive number.' },
    { field: 'monthlyDeposits', text: '-0.01', message: 'Monthly Deposits must be a positive number.' },
    { field: 'apy', text: '0', message: 'APY must be a positive number.' },
    { field: 'apr', text: '0', message: 'APR must be a positive number.' },
  ] as const)('reports $field "$text" as "$message"', ({ field, text, message }) => {
    const result = validateApy({ ...valid, [field]: text });
    expect(result.ok ? [] : result.errors).toEqual([{ field, message }]);
  });

  it('never throws and keeps the balance at least the deposits', () => {
    fc.assert(
      fc.property(
        // Amounts in whole cents and rates in basis points, as people type them.
        fc.integer({ min: 0, max: 1e9 }).map((cents) => cents / 100),
        fc.integer({ min: 0, max: 1e7 }).map((cents) => cents / 100),
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 0, max: 5000 }).map((basisPoints) => basisPoints / 100),
        (initial, deposit, months, apy) => {
          const result = endingBalance({ initialDeposit: initial, monthlyDeposits: deposit, months, apyPercent: apy });
          return Number.isFinite(result.endingBalance) && result.endingBalance >= result.totalDeposits * (1 - 1e-6);
        },
      ),
    );
  });
});

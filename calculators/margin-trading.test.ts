import fc from 'fast-check';
import {
  calculateMargin,
  clampMarginAmount,
  clampMarginDays,
  isAcceptedMarginKey,
  MARGIN_BANDS,
  marginBand,
  sanitizeMarginText,
  savingsPercent,
} from './margin-trading';
import { withinCent } from './test-cent';

describe('margin trading', () => {
  it('holds the eight bands of spec §9', () => {
    expect(MARGIN_BANDS.map((band) => [band.min, band.standard, band.elite, band.competitorA, band.competitorB])).toEqual([
      [2_000, 13, 12.5, 13.575, 14.2],
      [10_000, 13, 12.5, 13.575, 13.95],
      [25_000, 12.5, 12, 13.075, 13.7],
      [50_000, 12.5, 12, 12.125, 13.2],
      [100_000, 12, 11.5, 12.075, 12.7],
      [250_000, 12, 11.5, 12.75, 12.2],
      [500_000, 11.5, 11, null, null],
      [1_000_000, 11, 10.75, null, null],
    ]);
  });

  it.each([
    { borrowed: 1_999.99, band: undefined },
    { borrowed: 2_000, band: 1 },
    { borrowed: 9_999, band: 1 },
    { borrowed: 10_000, band: 2 },
    { borrowed: 24_999, band: 2 },
    { borrowed: 25_000, band: 3 },
    { borrowed: 49_999, band: 3 },
    { borrowed: 50_000, band: 4 },
    { borrowed: 99_999, band: 4 },
    { borrowed: 100_000, band: 5 },
    { borrowed: 249_999, band: 5 },
    { borrowed: 250_000, band: 6 },
    { borrowed: 499_999, band: 6 },
    { borrowed: 500_000, band: 7 },
    { borrowed: 999_999, band: 7 },
    { borrowed: 1_000_000, band: 8 },
    { borrowed: 9_999_999.99 * 2, band: 8 },
  ])('puts $borrowed in band $band', ({ borrowed, band }) => {
    expect(marginBand(borrowed)?.band).toBe(band);
  });

  // Worked by hand: cost = borrowed × rate / 100 × days / 360; borrowed = cash + securities.
  it.each([
    {
      cash: 10_000,
      securities: 0,
      days: 30,
      band: 2,
      costs: [108.33, 104.17, 113.13, 116.25],
      why: '10000 × 13% × 30/360 = 108.333; × 12.5% = 104.167; × 13.575% = 113.125; × 13.95% = 116.25',
    },
    {
      cash: 2_000,
      securities: 0,
      days: 360,
      band: 1,
      costs: [260, 250, 271.5, 284],
      why: 'a full 360-day year at 2000: 2000 × 13% = 260; 12.5% = 250; 13.575% = 271.50; 14.2% = 284',
    },
    {
      cash: 5_000,
      securities: 4_999,
      days: 30,
      band: 1,
      costs: [108.32, 104.16, 113.11, 118.32],
      why: '9999 × 13% × 30/360 = 108.3225; 12.5% = 104.1563; 13.575% = 113.1137; 14.2% = 118.3215',
    },
    {
      cash: 0,
      securities: 500_000,
      days: 30,
      band: 7,
      costs: [4791.67, 4583.33, null, null],
      why: '500000 × 11.5% × 30/360 = 4791.667; 11% = 4583.333; competitors publish no rate',
    },
    {
      cash: 1_000_000,
      securities: 0,
      days: 9999,
      band: 8,
      costs: [3_055_250, 2_985_812.5, null, null],
      why: 'longest duration: 1000000 × 11% × 9999/360 = 3055250; 10.75% = 2985812.50',
    },
    {
      cash: 10_000,
      securities: 0,
      days: 0,
      band: 2,
      costs: [0, 0, 0, 0],
      why: 'zero days cost nothing',
    },
  ])('$cash cash and $securities securities for $days days ($why)', ({ cash, securities, days, band, costs }) => {
    const result = calculateMargin({ cash, securities, days });
    if (!result.ok) throw new Error(result.message);
    expect(result.band.band).toBe(band);
    const actual = [result.costs.standard, result.costs.elite, result.costs.competitorA, result.costs.competitorB];
    // A competitor with no rate for the band costs null; every other cost is within a cent of the reference.
    expect(actual.map((cost) => cost === null)).toEqual(costs.map((expected) => expected === null));
    for (const [index, expected] of costs.entries()) expect(actual[index] ?? 0).toSatisfy(withinCent(expected ?? 0));
  });

  it('computes total, purchased and borrowed as spec §9 defines them', () => {
    const result = calculateMargin({ cash: 3000, securities: 4000, days: 30 });
    // total = 3000 + 4000; purchased = 2 × 3000 + 4000; borrowed = 3000 + 4000
    expect({ total: result.total, purchased: result.purchased, borrowed: result.borrowed }).toEqual({ total: 7000, purchased: 10_000, borrowed: 7000 });
  });

  it.each([
    { cash: 1_999.99, securities: 0, ok: false, why: 'cash + securities / 2 = 1999.99' },
    { cash: 2_000, securities: 0, ok: true, why: 'exactly 2000' },
    { cash: 0, securities: 3_999.98, ok: false, why: '3999.98 / 2 = 1999.99, although cash + securities is above 2000' },
    { cash: 0, securities: 4_000, ok: true, why: '4000 / 2 = 2000' },
    { cash: 1_000, securities: 2_000, ok: true, why: '1000 + 2000 / 2 = 2000' },
    { cash: 0, securities: 0, ok: false, why: 'empty fields' },
  ])('refuses borrowing below 2000 ($cash cash, $securities securities: $why)', ({ cash, securities, ok }) => {
    const result = calculateMargin({ cash, securities, days: 30 });
    expect({ ok: result.ok, message: result.ok ? undefined : result.message }).toEqual({
      ok,
      message: ok ? undefined : '* Borrowed amount must be at least $2000',
    });
  });

  // (dearest competitor − elite) / dearest competitor, cut to a whole percent.
  it.each([
    { band: 1, percent: 11, why: '(14.2 − 12.5) / 14.2 = 11.97%' },
    { band: 2, percent: 10, why: '(13.95 − 12.5) / 13.95 = 10.39%' },
    { band: 3, percent: 12, why: '(13.7 − 12) / 13.7 = 12.41%' },
    { band: 4, percent: 9, why: '(13.2 − 12) / 13.2 = 9.09%' },
    { band: 5, percent: 9, why: '(12.7 − 11.5) / 12.7 = 9.45%' },
    { band: 6, percent: 9, why: '(12.75 − 11.5) / 12.75 = 9.80% (competitor A is dearer here)' },
    { band: 7, percent: null, why: 'no competitor rates' },
    { band: 8, percent: null, why: 'no competitor rates' },
  ])('band $band saves up to $percent% ($why)', ({ band, percent }) => {
    const found = MARGIN_BANDS.find((item) => item.band === band);
    expect(found && savingsPercent(found)).toBe(percent);
  });

  it.each([
    { cash: 499_999, summary: 'Save up to 9%' },
    { cash: 500_000, summary: 'Balance over $500k' },
    { cash: 999_999, summary: 'Balance over $500k' },
    { cash: 1_000_000, summary: 'Balance over $500k' },
    { cash: 9_999, summary: 'Save up to 11%' },
    { cash: 10_000, summary: 'Save up to 10%' },
  ])('summarises $cash borrowed as "$summary"', ({ cash, summary }) => {
    const result = calculateMargin({ cash, securities: 0, days: 30 });
    expect(result.ok && result.summary).toBe(summary);
  });

  it.each([
    { value: -1, expected: 0 },
    { value: Number.NaN, expected: 0 },
    { value: 9_999_999.99, expected: 9_999_999.99 },
    { value: 10_000_000, expected: 9_999_999.99 },
  ])('keeps an amount of $value at $expected', ({ value, expected }) => {
    expect(clampMarginAmount(value)).toBe(expected);
  });

  it.each([
    { value: 0, expected: 0 },
    { value: 30, expected: 30 },
    { value: 9999, expected: 9999 },
    { value: 10_000, expected: 9999 },
    { value: 12.7, expected: 12 },
    { value: Number.NaN, expected: 0 },
  ])('clamps a duration of $value days to $expected', ({ value, expected }) => {
    expect(clampMarginDays(value)).toBe(expected);
  });

  it.each([
    ...['0', '5', '9', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Backspace', '.', 'Tab'].map((key) => ({
      key,
      code: undefined,
      accepted: true,
    })),
    { key: '7', code: 'Numpad7', accepted: true },
    { key: '.', code: 'NumpadDecimal', accepted: true },
    ...['a', 'e', '-', '+', ',', ' ', 'Delete', 'Enter', '$'].map((key) => ({ key, code: undefined, accepted: false })),
  ])('key "$key" ($code) accepted: $accepted', ({ key, code, accepted }) => {
    expect(isAcceptedMarginKey({ key, code })).toBe(accepted);
  });

  it('lets shortcuts such as Ctrl+V through', () => {
    expect(isAcceptedMarginKey({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isAcceptedMarginKey({ key: 'v', metaKey: true })).toBe(true);
  });

  it.each([
    { text: '12,345.678', expected: '12345.67' },
    { text: '1.2.3', expected: '1.23' },
    { text: 'abc', expected: '' },
    { text: '$2,000', expected: '2000' },
  ])('cleans pasted "$text" to "$expected"', ({ text, expected }) => {
    expect(sanitizeMarginText(text)).toBe(expected);
  });

  it('never throws and never returns a negative cost', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), (cash, securities, days) => {
        const result = calculateMargin({ cash, securities, days });
        return !result.ok || (result.costs.standard >= 0 && result.costs.elite >= 0 && Number.isFinite(result.costs.standard));
      }),
    );
  });
});

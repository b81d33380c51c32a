import { formatUsd, parseUsd } from './currency';
import { formatUsDate, parseIsoDate } from './dates';
import { toIsoDate } from './iso-date';
import { digitsOnly, formatDigitGroups, formatPhone } from './masks';

describe('phone mask', () => {
  it.each([
    ['', ''],
    ['555', '555'],
    ['5551', '555-1'],
    ['555123', '555-123'],
    ['5551234', '555-123-4'],
    ['5551234567', '555-123-4567'],
    ['(555) 123-4567', '555-123-4567'],
    ['555123456789', '555-123-4567'],
  ])('formats %j as %j', (input, masked) => expect(formatPhone(input)).toBe(masked));
  it.each([
    ['555-123-4567', '5551234567'],
    ['', ''],
    ['a-1-b', '1'],
  ])('strips %j to %j', (input, digits) => expect(digitsOnly(input)).toBe(digits));
});

describe('digit-group mask ___,___,___,___', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123,4'],
    ['123456789012', '123,456,789,012'],
    ['1234567890123', '123,456,789,012'],
    ['12a3-4', '123,4'],
  ])('formats %j as %j', (input, masked) => expect(formatDigitGroups(input)).toBe(masked));
  it.each([
    ['123,456,789,012', '123456789012'],
    ['12,3', '123'],
  ])('strips %j to %j', (input, digits) => expect(digitsOnly(input)).toBe(digits));
  it('digitsOnly keeps ASCII digits only', () => expect(digitsOnly('١2٣4')).toBe('24'));
});

describe('calendar dates', () => {
  it.each([
    ['2026-11-21', { year: 2026, month: 11, day: 21 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
  ])('parses %j', (input, date) => expect(parseIsoDate(input)).toEqual(date));
  it.each([['1900-02-29'], ['2026-02-29'], ['2026-04-31'], ['2026-00-10'], ['0000-01-01'], ['2026-11-21T00:00'], [''], [42]])('rejects %j', (input) =>
    expect(parseIsoDate(input)).toBeNull(),
  );
  it.each([
    ['2026-11-21', '11/21/2026'],
    ['2027-01-01', '01/01/2027'],
    ['2026-12-31', '12/31/2026'],
    ['2028-02-29', '02/29/2028'],
    ['not a date', 'not a date'],
    ['', ''],
  ])('formats %j in US locale as %j', (input, us) => expect(formatUsDate(input)).toBe(us));
  it('toIsoDate uses the local calendar day', () => expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05'));
  it.each([
    [new Date(2026, 0, 5, 0, 0), '2026-01-05'],
    [new Date(2026, 11, 31, 23, 59), '2026-12-31'],
    [new Date(999, 1, 3), '0999-02-03'],
  ])('toIsoDate formats %s as %s in local time', (date, expected) => {
    expect(toIsoDate(date)).toBe(expected);
  });
});

describe('currency', () => {
  it.each([
    ['$25,000.00', 25000],
    ['$ 1,234.56', 1234.56],
    ['1 000 000', 1000000],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['7.', 7],
  ])('parses %j as %d', (input, amount) => expect(parseUsd(input)).toBe(amount));
  it.each([[''], ['$'], ['abc'], ['-5'], ['1.2.3'], ['1e5']])('gives NaN for %j', (input) => expect(parseUsd(input)).toBeNaN());
  it('formats as USD with 2 decimals', () => expect(formatUsd(1234.5)).toBe('$1,234.50'));
});

import { formatCurrency, sanitizeCurrencyInput } from './currency';

describe('sanitizeCurrencyInput', () => {
  it.each([
    ['1234', '1234'],
    ['1234.5', '1234.5'],
    ['1234.567', '1234.56'],
    ['12.3.4', '12.34'],
    ['$1,234.50', '1234.50'],
    [' 1 000 ', '1000'],
    ['abc', ''],
    ['.', '.'],
    ['-5', '5'],
  ])('keeps digits and one dot of %j: %j', (input, expected) => {
    expect(sanitizeCurrencyInput(input)).toBe(expected);
  });

  it('drops the dot when no fraction digits are allowed', () => {
    expect(sanitizeCurrencyInput('12.34', 0)).toBe('1234');
  });
});

describe('formatCurrency', () => {
  it.each([
    ['1234.5', '$1,234.50'],
    ['1234', '$1,234.00'],
    ['0', '$0.00'],
    ['.5', '$0.50'],
    ['1000000', '$1,000,000.00'],
    ['$1,234.50', '$1,234.50'],
    ['', ''],
    ['.', ''],
    ['abc', ''],
  ])('formats %j as %j', (input, expected) => {
    expect(formatCurrency(input)).toBe(expected);
  });

  it('rounds to the fraction digits asked for', () => {
    expect(formatCurrency('1234.567')).toBe('$1,234.57');
    expect(formatCurrency('1234.5', { fractionDigits: 0 })).toBe('$1,235');
  });
});

import { BRAND_CODES, parseBrandCode } from './brands';

describe('parseBrandCode', () => {
  it.each(BRAND_CODES.map((code) => [code]))('accepts %s', (code) => {
    expect(parseBrandCode(code)).toBe(code);
  });

  it('accepts any letter case', () => {
    expect(parseBrandCode(' axc ')).toBe('AXC');
  });

  it('rejects an unknown code with the list of valid ones', () => {
    expect(() => parseBrandCode('XYZ')).toThrow(`Unknown brand "XYZ". Valid brand codes: ${BRAND_CODES.join(', ')}.`);
  });

  it('explains a missing code', () => {
    expect(() => parseBrandCode(undefined)).toThrow(`set BRAND to one of ${BRAND_CODES.join(', ')} (for example BRAND=AXB)`);
  });
});

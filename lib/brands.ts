/**
 * The brand codes of the group. A build exports exactly one brand, chosen by the BRAND
 * environment variable; this module is the one place that reads it, so components get the
 * brand passed down from the route instead of reading the environment themselves.
 */
export const BRAND_CODES = ['AXB', 'AXI', 'AXA', 'AAS', 'AXC', 'AFS', 'LVF', 'GBLVF'] as const;

export type BrandCode = (typeof BRAND_CODES)[number];

export function isBrandCode(value: string): value is BrandCode {
  return (BRAND_CODES as readonly string[]).includes(value);
}

export class UnknownBrandError extends Error {
  constructor(value: string | undefined) {
    super(
      value
        ? `Unknown brand "${value}". Valid brand codes: ${BRAND_CODES.join(', ')}.`
        : `No brand chosen: set BRAND to one of ${BRAND_CODES.join(', ')} (for example BRAND=AXB).`,
    );
    this.name = 'UnknownBrandError';
  }
}

/** Parses a brand code, accepting any letter case ("axc" is AXC). */
export function parseBrandCode(value: string | undefined): BrandCode {
  const code = value?.trim().toUpperCase();
  if (code && isBrandCode(code)) return code;
  throw new UnknownBrandError(value);
}

/** The brand this build exports. */
export function buildBrand(): BrandCode {
  return parseBrandCode(process.env.BRAND);
}

/**
 * Which brands the end-to-end tests cover. By default every brand, and each must have been built
 * (a missing out/<CODE>/ fails that brand's tests). E2E_BRANDS="AXB" or "AXB,AXI" restricts the
 * run to those brands; the others are skipped with a message saying so.
 */
import { BRAND_CODES, type BrandCode, parseBrandCode, UnknownBrandError } from '../../lib/brands';

export interface BrandSelection {
  brands: readonly BrandCode[];
  /** The raw E2E_BRANDS value when it restricts the run, else undefined. */
  restrictedBy: string | undefined;
}

export function selectedBrands(env: Readonly<Record<string, string | undefined>> = process.env): BrandSelection {
  const raw = env.E2E_BRANDS?.trim();
  if (!raw) return { brands: BRAND_CODES, restrictedBy: undefined };
  const codes = raw.split(/[\s,]+/).filter(Boolean);
  try {
    return { brands: BRAND_CODES.filter((code) => codes.map(parseBrandCode).includes(code)), restrictedBy: raw };
  } catch (error) {
    if (error instanceof UnknownBrandError) throw new Error(`E2E_BRANDS="${raw}": ${error.message}`);
    throw error;
  }
}

import { BRAND_CODES, type BrandCode, parseBrandCode, UnknownBrandError } from '../../lib/brands';

/** The brands a script works on: the one named by BRAND, or all of them. Exits with the valid codes on a bad name. */
export function brandsFromEnv(): BrandCode[] {
  const requested = process.env.BRAND?.trim();
  if (!requested) return [...BRAND_CODES];
  try {
    return [parseBrandCode(requested)];
  } catch (error) {
    if (error instanceof UnknownBrandError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

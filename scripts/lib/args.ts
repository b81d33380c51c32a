/**
 * The one way a script reads its command line (node:util parseArgs, strict) and its brand (BRAND).
 * A command line the script does not know fails with one line: what is wrong, then the usage.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { BRAND_CODES, type BrandCode, parseBrandCode, UnknownBrandError } from '../../lib/brands';

type Options = NonNullable<ParseArgsConfig['options']>;

export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * The options and positionals of `argv` as parseArgs reads them (strict: an unknown option, a missing
 * value, a positional where none is taken are refused). Throws a UsageError whose one-line message is
 * parseArgs's first sentence followed by `usage`.
 */
export function readArgs<const O extends Options>(usage: string, options: O, argv: readonly string[], allowPositionals = false) {
  try {
    return parseArgs({ args: [...argv], options, allowPositionals, strict: true });
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split(/\.\s/)[0] ?? error.message).replace(/\.$/, '') : String(error);
    throw new UsageError(`${reason}. ${usage}`);
  }
}

/** readArgs over this process's command line; a bad one is said in one line and the script exits 2. */
export function scriptArgs<const O extends Options>(usage: string, options: O, allowPositionals = false) {
  try {
    return readArgs(usage, options, process.argv.slice(2), allowPositionals);
  } catch (error) {
    return exitWith(error, 2);
  }
}

/** Prints an error's message alone (no stack trace) and exits. */
export function exitWith(error: unknown, code: number): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(code);
}

/** The brand BRAND names, else `fallback`; undefined when BRAND is unset and there is no fallback. */
export function brandFromEnv(fallback?: BrandCode): BrandCode | undefined {
  const requested = process.env.BRAND?.trim();
  if (!requested) return fallback;
  try {
    return parseBrandCode(requested);
  } catch (error) {
    if (error instanceof UnknownBrandError) exitWith(error, 1);
    throw error;
  }
}

/** The brands a script works on: the one named by BRAND, or all of them. Exits with the valid codes on a bad name. */
export function brandsFromEnv(): BrandCode[] {
  const brand = brandFromEnv();
  return brand === undefined ? [...BRAND_CODES] : [brand];
}

/**
 * Which brands' exports a change can alter, judged from the paths it touches: CI publishes a preview
 * of those brands only (.github/workflows/site.yml, through scripts/changed-brands.ts).
 *
 * A brand's own content (content/<CODE>/) is read by that brand's build only. Documentation, tests and
 * the CI's own files are read by no build. Anything else may reach every export: shared content and
 * photos (content/shared, content/images), public/, the code, the dependencies. A path this module does
 * not know counts for every brand, so that a preview is never missing for a change that shows.
 */
import { BRAND_CODES, type BrandCode, isBrandCode } from '../../lib/brands';

/** Paths no build reads (checked against a path relative to the repository's root, with `/` separators). */
const READ_BY_NO_BUILD: RegExp[] = [
  /^docs\//,
  /^tests\//,
  /^\.github\//,
  /^\.ci\//,
  /\.test\.tsx?$/,
  // The README and the folders' notes (a file under content/ is judged by its folder instead).
  /^(?!content\/).*\.md$/,
];

/** The brands a change to these paths can alter, in the order of BRAND_CODES; none when it changes no export. */
export function brandsChangedBy(paths: readonly string[]): BrandCode[] {
  const changed = new Set<BrandCode>();
  for (const file of paths) {
    const brandFolder = /^content\/([^/]+)\//.exec(file)?.[1];
    if (brandFolder !== undefined && isBrandCode(brandFolder)) changed.add(brandFolder);
    else if (!READ_BY_NO_BUILD.some((pattern) => pattern.test(file))) return [...BRAND_CODES];
  }
  return BRAND_CODES.filter((code) => changed.has(code));
}

/**
 * The only reader of content JSON. Routes ask for a brand's content here and get typed,
 * validated data or a ContentError that lists every problem.
 */
import { BRAND_CODES, type BrandCode } from '@/lib/brands';
import { type BrandContent, loadBrandContent, type LoadOptions, type PageEntry } from './load';
import { ContentError, type ContentProblem, formatProblem } from './problems';

export type { BrandContent, PageEntry } from './load';
export type { ContentProblem } from './problems';
export { ContentError, formatProblem } from './problems';
export type { PageData, SiteData, Theme } from './schema';

const cache = new Map<BrandCode, BrandContent>();

/** A brand's validated content; throws a ContentError listing every problem. Cached per process. */
export function getBrandContent(code: BrandCode, options?: LoadOptions): BrandContent {
  const cached = options ? undefined : cache.get(code);
  if (cached) return cached;
  const result = loadBrandContent(code, options);
  if (!result.ok) throw new ContentError(result.problems);
  if (!options) cache.set(code, result.content);
  return result.content;
}

export function findPage(content: BrandContent, slug: readonly string[] | undefined): PageEntry | undefined {
  const key = (slug ?? []).join('/');
  return content.pages.find((entry) => entry.slug.join('/') === key);
}

/** Problems across several brands, each reported once even when shared files cause it for every brand. */
export function validateBrands(codes: readonly BrandCode[] = BRAND_CODES, options?: LoadOptions): ContentProblem[] {
  const seen = new Set<string>();
  const problems: ContentProblem[] = [];
  for (const code of codes) {
    const result = loadBrandContent(code, options);
    if (result.ok) continue;
    for (const problem of result.problems) {
      const line = formatProblem(problem);
      if (!seen.has(line)) {
        seen.add(line);
        problems.push(problem);
      }
    }
  }
  return problems;
}

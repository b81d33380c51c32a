/**
 * The only reader of content JSON. Routes ask for a brand's content here and get typed,
 * validated data or a ContentError that lists every problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { BRAND_CODES, type BrandCode } from '@/lib/brands';
import { loadBrandContent, type LoadOptions } from './load';
import { ContentError, type ContentProblem, formatProblem } from './problems';
import type { BrandContent, PageEntry } from './types';

export type { BrandContent, FooterContent, PageEntry } from './types';
export type { ContentProblem } from './problems';
export { ContentError, formatProblem } from './problems';
export type { SiteData } from './schema';

/**
 * Per process, not per module: Next bundles the route handlers (sitemap, icons) apart from the
 * pages, so one of its build workers holds two copies of this module, and each loaded and validated
 * the brand's content again (1.5 s of CPU a worker for a 1,077-page brand).
 */
/** Where on globalThis the cache lives (exported for the tests that empty it around a load). */
export const CONTENT_CACHE_KEY = Symbol.for('bank-group-sites.content-cache');
const cache: Map<BrandCode, { stamp: string; content: BrandContent }> = ((globalThis as Record<symbol, unknown>)[CONTENT_CACHE_KEY] as
  | Map<BrandCode, { stamp: string; content: BrandContent }>
  | undefined) ?? new Map<BrandCode, { stamp: string; content: BrandContent }>();
(globalThis as Record<symbol, unknown>)[CONTENT_CACHE_KEY] = cache;

/**
 * What the content of a brand was loaded from: every file under content/ (but the generated
 * schemas) with its size and modification time, and the SITE_URL_* environment. `npm run dev`
 * is one long process; an edit changes the stamp, so the next request loads the content again
 * instead of serving what was read at start. A few hundred stats take a millisecond or two.
 */
function contentStamp(root: string, drafts: string | undefined): string {
  const parts: string[] = [];
  for (const dir of [path.join(root, 'content'), ...(drafts === undefined ? [] : [drafts])]) {
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      if (file.startsWith(path.join(root, 'content', 'schema'))) continue;
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (stat) parts.push(`${file}:${stat.size}:${stat.mtimeMs}`);
    }
  }
  const env = Object.entries(process.env).filter(([name]) => name.startsWith('SITE_URL_'));
  return `${parts.sort().join('|')}#${JSON.stringify(env.sort())}`;
}

/** The environment variable naming the drafts folder of a dev server (set only by npm run edit). */
export const CONTENT_DRAFTS_ENV = 'CONTENT_DRAFTS_DIR';

/**
 * A brand's validated content; throws a ContentError listing every problem (as
 * `file: json.path: problem` lines, which is what `next dev` shows in the browser and the
 * terminal). Cached until a content file changes; not cached when options are given (tests).
 */
export function getBrandContent(code: BrandCode, options?: LoadOptions): BrandContent {
  if (options) return loadOrThrow(code, options);
  const cached = cache.get(code);
  // A production build reads the content once: nothing edits it while the build runs.
  if (cached && process.env.NODE_ENV === 'production') return cached.content;
  const checked = process.env.NODE_ENV === 'production' ? readCheckedContent(code) : undefined;
  if (checked) {
    cache.set(code, { stamp: '', content: checked });
    return checked;
  }
  // npm run edit's dev site also renders the entry being typed (lib/content/load.ts, LoadOptions.drafts).
  const drafts = process.env[CONTENT_DRAFTS_ENV] || undefined;
  const stamp = contentStamp(process.cwd(), drafts);
  if (cached && cached.stamp === stamp) return cached.content;
  cache.delete(code);
  const content = loadOrThrow(code, drafts === undefined ? undefined : { drafts });
  cache.set(code, { stamp, content });
  return content;
}

function loadOrThrow(code: BrandCode, options?: LoadOptions): BrandContent {
  const result = loadBrandContent(code, options);
  if (!result.ok) throw new ContentError(result.problems);
  return result.content;
}

export function findPage(content: BrandContent, slug: readonly string[] | undefined): PageEntry | undefined {
  let bySlug = pageIndex.get(content);
  if (bySlug === undefined) {
    // The first page of a slug wins, as a search from the start would find it.
    bySlug = new Map();
    for (const entry of content.pages) {
      const key = entry.slug.join('/');
      if (!bySlug.has(key)) bySlug.set(key, entry);
    }
    pageIndex.set(content, bySlug);
  }
  return bySlug.get((slug ?? []).join('/'));
}

/** Pages by slug per content object: each page looks itself up twice, which searched the whole list (1,077 pages, 2 million comparisons). */
const pageIndex = new WeakMap<BrandContent, Map<string, PageEntry>>();

/** Problems across several brands, each reported once even when shared files cause it for every brand. */
export function validateBrands(codes: readonly BrandCode[] = BRAND_CODES, options?: LoadOptions): ContentProblem[] {
  return checkBrands(codes, options).problems;
}

/** validateBrands, and the content of each brand that has no problem, for a caller that goes on to use it. */
export function checkBrands(
  codes: readonly BrandCode[] = BRAND_CODES,
  options?: LoadOptions,
): { problems: ContentProblem[]; contents: Map<BrandCode, BrandContent> } {
  const seen = new Set<string>();
  const problems: ContentProblem[] = [];
  const contents = new Map<BrandCode, BrandContent>();
  for (const code of codes) {
    const result = loadBrandContent(code, options);
    if (result.ok) {
      contents.set(code, result.content);
      continue;
    }
    for (const problem of result.problems) {
      const line = formatProblem(problem);
      if (!seen.has(line)) {
        seen.add(line);
        problems.push(problem);
      }
    }
  }
  return { problems, contents };
}

/**
 * The environment variable that names a brand's checked content for `next build`'s render workers
 * (writeCheckedContent). Each worker loaded and validated the brand's content again, Markdown
 * parsing included: 1.6 s of CPU a worker for a 1,077-page brand, which the build had just done.
 */
export const CHECKED_CONTENT_ENV = 'BANK_GROUP_CHECKED_CONTENT';

/**
 * Writes content the build has checked to `file`, for the workers of the `next build` it starts
 * with CHECKED_CONTENT_ENV set to that file. v8's serializer, not JSON: it keeps a property whose
 * value is undefined (JSON drops it, and React's payload writes such a prop as "$undefined"), so the
 * workers render from the very object the build checked, byte for byte the same pages.
 */
export function writeCheckedContent(file: string, content: BrandContent): void {
  fs.writeFileSync(file, v8.serialize(content));
}

/** The content CHECKED_CONTENT_ENV names, when it is this brand's; undefined without one. */
function readCheckedContent(code: BrandCode): BrandContent | undefined {
  const file = process.env[CHECKED_CONTENT_ENV];
  if (!file) return undefined;
  const content = v8.deserialize(fs.readFileSync(file)) as BrandContent;
  return content.code === code ? content : undefined;
}

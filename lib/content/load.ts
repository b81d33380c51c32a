/**
 * Reads and validates the content of one brand: content/<CODE>/site.json, content/<CODE>/pages/**.json
 * and content/shared/*.json. Every problem found is collected (malformed JSON, schema errors,
 * a missing $schema pointer, every URL through the one validator, links to routes the brand does
 * not have, two files claiming one route, images the build could not render) so a marketer sees
 * them all at once. `npm run check:content` and the build both run exactly this; a file that fails
 * its schema still has its URLs and strings checked, so problems never come in rounds.
 *
 * In three steps: reading (load-read.ts: the files, the drafts, the Reader that collects problems),
 * indexing (load-index.ts: routes, the brand's index) and validating across files (load-checks.ts).
 */
import type { BrandCode } from '@/lib/brands';
import { checkBrand } from './load-checks';
import { indexBrand, readBrandFiles } from './load-index';
import { Reader } from './load-read';
import type { ContentProblem } from './problems';
import type { BrandContent } from './types';

export interface LoadOptions {
  /** The project root that holds content/; defaults to the working directory. */
  root?: string;
  /** Environment for {token} overrides. */
  env?: Readonly<Record<string, string | undefined>>;
  /**
   * A folder laid over root: a file at the same relative path there stands in for the content file,
   * and a page there is a page of the brand. npm run edit writes the entry being typed there, so its
   * dev site renders unsaved changes without the content file being written (docs/editor-internals.md).
   */
  drafts?: string;
}

export type LoadResult = { ok: true; content: BrandContent } | { ok: false; problems: ContentProblem[] };

export function loadBrandContent(code: BrandCode, options: LoadOptions = {}): LoadResult {
  const reader = new Reader(options.root ?? process.cwd(), options.drafts);
  try {
    return loadInto(reader, code, options.env ?? process.env, options.drafts);
  } catch (error) {
    // A check that throws is a bug in the check, but the marketer still gets every problem found so
    // far and one line naming what failed, never a stack trace.
    const message = error instanceof Error ? error.message : String(error);
    reader.problem(`content/${code}`, '(root)', `Could not be checked completely (${message}); the problems above may be the cause`);
    return { ok: false, problems: reader.problems };
  }
}

function loadInto(reader: Reader, code: BrandCode, env: Readonly<Record<string, string | undefined>>, drafts: string | undefined): LoadResult {
  const files = readBrandFiles(reader, code, drafts);
  const brand = indexBrand(reader, code, files, env);
  checkBrand(reader, files, brand, drafts);
  const { site, siteUrls, linkGroups, sharedFooter, calculatorFrames, pages } = files;
  if (reader.problems.length > 0 || !site || !siteUrls?.data || !linkGroups || !sharedFooter || !calculatorFrames) {
    return { ok: false, problems: reader.problems };
  }
  return { ok: true, content: { code, site, pages, tokens: brand.tokens, linkGroups: linkGroups.groups, sharedFooter, calculatorFrames } };
}

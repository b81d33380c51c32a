/**
 * The build step of the image pipeline: writes public/_img/<name>-<w>x<h>.webp for every photo
 * the brand's content shows, from its original in content/images/, with sharp, at exactly the
 * size the layout shows it. Renditions already written from an unchanged original are kept;
 * renditions the brand no longer uses are removed, so out/<CODE>/ ships only its own.
 *
 * The webp files themselves live in .cache/renditions/, shared by every brand, and public/_img/
 * holds hard links to the current brand's: an eight-brand build switches brands eight times, and
 * without the cache each switch would delete the previous brand's renditions and encode its own
 * again.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { BrandCode } from '../../lib/brands';
import { ContentError, getBrandContent } from '../../lib/content';
import type { ContentProblem } from '../../lib/content/problems';
import { type CollectedRendition, collectRenditions } from '../../lib/images/collect';
import { originalFile, originalProblems } from '../../lib/images/originals';
import { MAX_INPUT_PIXELS } from '../../lib/images/inspect';
import { originalPath, RENDITION_DIR } from '../../lib/images/rendition';
import { Page } from '../../lib/content/schema';

export interface WriteResult {
  written: string[];
  kept: string[];
  removed: string[];
  problems: ContentProblem[];
}

/** Webp at this quality is visually indistinguishable from the originals at a fraction of their bytes. */
const QUALITY = 78;

/**
 * Writes the renditions into <root>/public/_img/. Every missing original is a problem naming each
 * content file and JSON path that shows it; nothing is written when there is one.
 */
async function writeRenditions(
  root: string,
  renditions: ReadonlyMap<string, CollectedRendition>,
  options: { keepOthers?: boolean; drafts?: string } = {},
): Promise<WriteResult> {
  const result: WriteResult = { written: [], kept: [], removed: [], problems: originalProblems(root, renditions, options.drafts) };
  const jobs: { name: string; original: string; rendition: CollectedRendition }[] = [];
  for (const [name, rendition] of renditions) {
    const relative = originalPath(rendition.request.src);
    const original = relative === undefined ? undefined : originalFile(root, relative, options.drafts);
    if (original !== undefined) jobs.push({ name, original, rendition });
  }
  if (result.problems.length > 0) return result;

  const dir = path.join(root, 'public', RENDITION_DIR);
  const cache = path.join(root, RENDITION_CACHE);
  fs.mkdirSync(dir, { recursive: true });
  fs.mkdirSync(cache, { recursive: true });
  for (const { name, original, rendition } of jobs) {
    const cached = path.join(cache, name);
    if (fs.existsSync(cached) && fs.statSync(cached).mtimeMs >= fs.statSync(original).mtimeMs) {
      result.kept.push(name);
    } else {
      const { width, height, fit } = rendition.request;
      await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(width, height, { fit, position: 'centre', background: { r: 255, g: 255, b: 255, alpha: 0 } })
        .webp({ quality: QUALITY })
        .toFile(cached);
      result.written.push(name);
    }
    linkInto(cached, path.join(dir, name));
  }
  // A page's own renditions (keepOthers) are added beside every other page's.
  for (const file of options.keepOthers ? [] : fs.readdirSync(dir)) {
    if (!renditions.has(file)) {
      fs.rmSync(path.join(dir, file), { force: true });
      result.removed.push(file);
    }
  }
  return result;
}

/** Where every brand's renditions are kept between builds (git-ignored). */
const RENDITION_CACHE = path.join('.cache', 'renditions');

/** Puts `file` at `target` as a hard link (a copy where links are not possible), unless it is there already. */
function linkInto(file: string, target: string): void {
  if (fs.existsSync(target)) {
    if (fs.statSync(target).ino === fs.statSync(file).ino) return;
    fs.rmSync(target, { force: true });
  }
  try {
    fs.linkSync(file, target);
  } catch {
    fs.copyFileSync(file, target);
  }
}

/**
 * Collects the brand's renditions from its validated content (with the drafts laid over it, see
 * LoadOptions.drafts) and writes them; throws listing every problem.
 */
export async function prepareImages(root: string, brand: BrandCode, drafts?: string): Promise<WriteResult> {
  const { renditions, problems } = collectRenditions(getBrandContent(brand, { root, drafts }));
  const result = problems.length > 0 ? { written: [], kept: [], removed: [], problems } : await writeRenditions(root, renditions, { drafts });
  if (result.problems.length > 0) {
    const lines = result.problems.map((problem) => `  ${problem.file}: ${problem.path}: ${problem.message}`);
    throw new Error(`Images of ${brand} have ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}:\n${lines.join('\n')}`);
  }
  return result;
}

export interface RenditionKeeper {
  /** Resolves once the renditions of every page have been written from the content as it is now. */
  refresh(): Promise<void>;
  /** Writes the renditions of one page (a saved or drafted entry) without loading the whole brand. */
  writePage(file: string, page: unknown): Promise<void>;
  /** Stops watching. */
  close(): void;
}

/**
 * Keeps a dev server's renditions current: content/ is watched, and every change writes the
 * renditions again (with the drafts laid over it), so a photo a page starts to show is served at once instead of
 * after a restart (they used to be written once, at start). One write at a time; problems go to
 * `report` (the dev site's pages show content problems themselves).
 */
export function keepRenditions(root: string, brand: BrandCode, options: { drafts?: string; report: (message: string) => void }): RenditionKeeper {
  let chain: Promise<void> = Promise.resolve();
  let pendingRefresh: Promise<void> | undefined;
  const reportWritten = (result: WriteResult): void => {
    if (result.written.length > 0) options.report(`Photos: wrote ${result.written.join(', ')}`);
    for (const problem of result.problems) options.report(`${problem.file}: ${problem.path}: ${problem.message}`);
  };
  const enqueue = (task: () => Promise<void>): Promise<void> => {
    chain = chain.then(task).catch((error: unknown) => {
      // Content being typed is often incomplete: its pages say what is wrong; the renditions wait for the next change.
      if (!(error instanceof ContentError)) options.report(error instanceof Error ? error.message : String(error));
    });
    return chain;
  };
  const refresh = (): Promise<void> => {
    // Changes that arrive while a refresh waits its turn are covered by that refresh.
    pendingRefresh ??= enqueue(async () => {
      pendingRefresh = undefined;
      reportWritten(await prepareImages(root, brand, options.drafts));
    });
    return pendingRefresh;
  };
  const writePage = (file: string, page: unknown): Promise<void> =>
    enqueue(async () => {
      const parsed = Page.safeParse(page);
      // An incomplete page shows its problems instead of its photos.
      if (!parsed.success) return;
      const { renditions } = collectRenditions({ pages: [{ file, page: parsed.data }] });
      reportWritten(await writeRenditions(root, renditions, { keepOthers: true, drafts: options.drafts }));
    });
  // Only content/: a draft changes through the edit server, which writes its page's renditions
  // itself (writePage) and should not wait behind a whole brand's refresh on every keystroke. A burst
  // of changes (a save, a checkout) is one refresh, a moment after the last, so that a save's own
  // writePage goes first.
  let burst: NodeJS.Timeout | undefined;
  const watcher = fs.watch(path.join(root, 'content'), { recursive: true }, (_event, file) => {
    if (file === null || String(file).startsWith('schema')) return;
    clearTimeout(burst);
    burst = setTimeout(() => void refresh(), 200);
  });
  return {
    refresh,
    writePage,
    close: () => {
      clearTimeout(burst);
      watcher.close();
    },
  };
}

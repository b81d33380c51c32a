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
import { getBrandContent } from '../../lib/content';
import type { ContentProblem } from '../../lib/content/problems';
import { type CollectedRendition, collectRenditions, missingOriginalProblems } from '../../lib/images/collect';
import { MAX_INPUT_PIXELS } from '../../lib/images/inspect';
import { originalPath, RENDITION_DIR } from '../../lib/images/rendition';

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
export async function writeRenditions(root: string, renditions: ReadonlyMap<string, CollectedRendition>): Promise<WriteResult> {
  const result: WriteResult = { written: [], kept: [], removed: [], problems: missingOriginalProblems(root, renditions) };
  const jobs: { name: string; original: string; rendition: CollectedRendition }[] = [];
  for (const [name, rendition] of renditions) {
    const relative = originalPath(rendition.request.src);
    if (relative !== undefined) jobs.push({ name, original: path.join(root, relative), rendition });
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
  for (const file of fs.readdirSync(dir)) {
    if (!renditions.has(file)) {
      fs.rmSync(path.join(dir, file), { force: true });
      result.removed.push(file);
    }
  }
  return result;
}

/** Where every brand's renditions are kept between builds (git-ignored). */
export const RENDITION_CACHE = path.join('.cache', 'renditions');

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

/** Collects the brand's renditions from its validated content and writes them; throws listing every problem. */
export async function prepareImages(root: string, brand: BrandCode): Promise<WriteResult> {
  const { renditions, problems } = collectRenditions(getBrandContent(brand, { root }));
  const result = problems.length > 0 ? { written: [], kept: [], removed: [], problems } : await writeRenditions(root, renditions);
  if (result.problems.length > 0) {
    const lines = result.problems.map((problem) => `  ${problem.file}: ${problem.path}: ${problem.message}`);
    throw new Error(`Images of ${brand} have ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}:\n${lines.join('\n')}`);
  }
  return result;
}

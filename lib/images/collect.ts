/**
 * Which renditions a brand's content needs: every photo every block shows, at the size the block
 * shows it (lib/images/block-images.ts), with the content file and JSON path of each use so a
 * missing original can be reported where it is written.
 */
import { imagesOfBlock } from './block-images';
import type { PageData } from '@/lib/content/schema';
import { formatJsonPath } from '@/lib/content/problems';
import type { ContentProblem } from '@/lib/content/problems';
import { isPassThrough, originalPath, type RenditionRequest, renditionFile } from './rendition';

/**
 * The pages whose photos are collected. A block is null where it did not pass its schema: the
 * content check still collects the photos of the page's valid blocks, so an image problem is
 * reported in the same pass as the page's other problems.
 */
export interface ImagePages {
  pages: readonly { file: string; page: { blocks: readonly (PageData['blocks'][number] | null)[] } }[];
}

interface ImageUse {
  file: string;
  /** JSON path in the file, e.g. blocks[0].image.src */
  path: string;
}

export interface CollectedRendition {
  request: RenditionRequest;
  /** Every place in content that shows this image at this size. */
  uses: ImageUse[];
}

export interface CollectResult {
  /** Keyed by rendition file name, so each file is written once. */
  renditions: Map<string, CollectedRendition>;
  problems: ContentProblem[];
}

/** Every {src: "<photo>"} object in a value, with its path: the photos content holds. */
function photosIn(value: unknown, trail: PropertyKey[], out: { path: PropertyKey[]; src: string }[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => photosIn(item, [...trail, index], out));
  } else if (value !== null && typeof value === 'object') {
    const src: unknown = Reflect.get(value, 'src');
    if (typeof src === 'string' && !isPassThrough(src)) out.push({ path: [...trail, 'src'], src });
    for (const [key, item] of Object.entries(value)) photosIn(item, [...trail, key], out);
  }
}

export function collectRenditions(content: ImagePages): CollectResult {
  const renditions = new Map<string, CollectedRendition>();
  const problems: ContentProblem[] = [];
  for (const entry of content.pages) {
    const sized = new Set<string>();
    entry.page.blocks.forEach((block, index) => {
      if (block === null) return;
      for (const use of imagesOfBlock(block)) {
        const jsonPath = formatJsonPath(['blocks', index, ...use.path, 'src']);
        sized.add(jsonPath);
        if (isPassThrough(use.src)) continue;
        const request: RenditionRequest = { src: use.src, width: use.width, height: use.height, fit: use.fit };
        const name = renditionFile(request);
        const found = renditions.get(name);
        if (found && originalPath(found.request.src) !== originalPath(use.src)) {
          // Two originals, one output name: the page of one would show the other photo.
          problems.push({
            file: entry.file,
            path: jsonPath,
            message: `"${use.src}" and "${found.request.src}" (${found.uses[0]?.file ?? ''}) would both be written as /_img/${name}: rendition names keep only lowercase letters and digits, so names that differ in case, "_", "-" or extension are one name; rename one of the originals`,
          });
        } else if (found) found.uses.push({ file: entry.file, path: jsonPath });
        else renditions.set(name, { request, uses: [{ file: entry.file, path: jsonPath }] });
      }
    });
    const photos: { path: PropertyKey[]; src: string }[] = [];
    // An invalid block is null here: its photos are reported once it passes its schema.
    photosIn(entry.page, [], photos);
    for (const photo of photos) {
      const jsonPath = formatJsonPath(photo.path);
      if (!sized.has(jsonPath)) {
        problems.push({
          file: entry.file,
          path: jsonPath,
          message: `"${photo.src}" is a photo, but this block shows no photos (use an SVG here, or a block that declares its image sizes)`,
        });
      }
    }
  }
  return { renditions, problems };
}

/**
 * What is wrong with a photo's original, judged by `verdict` (the disk's answer in
 * lib/images/originals.ts, the photo library's names in the editor), reported at each content file
 * and JSON path that shows it; each original is judged once.
 */
export function originalProblemsBy(
  verdict: (src: string, relative: string | undefined) => string | undefined,
  renditions: ReadonlyMap<string, CollectedRendition>,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const verdicts = new Map<string, string | undefined>();
  for (const rendition of renditions.values()) {
    const relative = originalPath(rendition.request.src);
    const key = relative ?? `\u0000${rendition.request.src}`;
    if (!verdicts.has(key)) verdicts.set(key, verdict(rendition.request.src, relative));
    const message = verdicts.get(key);
    if (message !== undefined) for (const use of rendition.uses) problems.push({ file: use.file, path: use.path, message });
  }
  return problems;
}

/** Why a photo has no original: it names none under /images/, or its file is not there. */
export function missingOriginal(src: string, relative: string | undefined): string {
  if (relative === undefined) return `"${src}" is not a photo under /images/ (originals live in content/images/, e.g. "/images/hero-family.jpg")`;
  return `The original of "${src}" is missing: add ${relative}`;
}

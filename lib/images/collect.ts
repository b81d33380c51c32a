/**
 * Which renditions a brand's content needs: every photo every block shows, at the size the block
 * shows it (components/blocks/images.ts), with the content file and JSON path of each use so a
 * missing original can be reported where it is written.
 */
import { imagesOfBlock } from '@/components/blocks/images';
import type { BrandContent } from '@/lib/content';
import { formatJsonPath } from '@/lib/content/problems';
import type { ContentProblem } from '@/lib/content/problems';
import { isPassThrough, type RenditionRequest, renditionFile } from './rendition';

export interface ImageUse {
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

export function collectRenditions(content: BrandContent): CollectResult {
  const renditions = new Map<string, CollectedRendition>();
  const problems: ContentProblem[] = [];
  for (const entry of content.pages) {
    const sized = new Set<string>();
    entry.page.blocks.forEach((block, index) => {
      for (const use of imagesOfBlock(block)) {
        const jsonPath = formatJsonPath(['blocks', index, ...use.path, 'src']);
        sized.add(jsonPath);
        if (isPassThrough(use.src)) continue;
        const request: RenditionRequest = { src: use.src, width: use.width, height: use.height, fit: use.fit };
        const name = renditionFile(request);
        const found = renditions.get(name);
        if (found) found.uses.push({ file: entry.file, path: jsonPath });
        else renditions.set(name, { request, uses: [{ file: entry.file, path: jsonPath }] });
      }
    });
    const photos: { path: PropertyKey[]; src: string }[] = [];
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

/**
 * The sizes at which blocks show content photos. The build (scripts/lib/images.ts) writes one
 * webp rendition per (src, width, height, fit) listed here, and the block's component shows the
 * image at the same size through ContentImage, so each block declares its sizes once (in its
 * own images.ts) and both sides read them. A photo in content that no block declares a size for
 * fails the build (SVGs and absolute URLs need no rendition).
 */
import type { ImageFit } from '@/lib/images/rendition';
import { bannerImages } from './banner/images';
import { heroImages } from './hero/images';
import type { BlockOfType, BlockType } from './schemas';
import { teamContactCardImages } from './team-contact-card/images';
import { videoTileImages } from './video-tiles/images';

export interface ImageSize {
  width: number;
  height: number;
  fit: ImageFit;
}

/** One image a block shows: where it is in the block's JSON, its src and the size it is shown at. */
export interface BlockImageUse extends ImageSize {
  path: readonly PropertyKey[];
  src: string;
}

type ImageUses<T extends BlockType> = (block: BlockOfType<T>) => BlockImageUse[];

const sizes: { [T in BlockType]?: ImageUses<T> } = {
  hero: heroImages,
  banner: bannerImages,
  videoTiles: videoTileImages,
  teamContactCard: teamContactCardImages,
};

/** The images a block shows, with their sizes; none for a block type that shows no photo. */
export function imagesOfBlock<T extends BlockType>(block: BlockOfType<T> & { type: T }): BlockImageUse[] {
  const uses: ImageUses<T> | undefined = sizes[block.type];
  return uses ? uses(block) : [];
}

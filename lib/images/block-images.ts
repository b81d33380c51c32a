/**
 * The sizes at which blocks show content photos. The build (scripts/lib/images.ts) writes one
 * webp rendition per (src, width, height, fit) listed here, and the block's component shows the
 * image at the same size through ContentImage, so each block declares its sizes once (beside its
 * schema in lib/content/model/blocks/) and both sides read them. A photo in content that no block
 * declares a size for fails the build (SVGs and absolute URLs need no rendition).
 */
import type { BlockOfType, BlockType } from '@/lib/content/model/blocks';
import { bannerImages } from '@/lib/content/model/blocks/banner';
import { heroImages } from '@/lib/content/model/blocks/hero';
import { teamContactCardImages } from '@/lib/content/model/blocks/team-contact-card';
import { videoTileImages } from '@/lib/content/model/blocks/video-tiles';
import type { BlockImageUse } from './sizes';

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

import type { BlockImageUse, ImageSize } from '../images';
import type { VideoTilesBlockData } from './schema';

/** A thumbnail fills the 588x331 player frame until play. */
export const VIDEO_THUMBNAIL: ImageSize = { width: 588, height: 331, fit: 'cover' };

export function videoTileImages(block: VideoTilesBlockData): BlockImageUse[] {
  return block.videoTiles.flatMap((tile, index) =>
    tile.thumbnailImage ? [{ path: ['videoTiles', index, 'thumbnailImage'], src: tile.thumbnailImage.src, ...VIDEO_THUMBNAIL }] : [],
  );
}

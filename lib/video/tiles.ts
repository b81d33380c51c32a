import type { PlayerSpec } from './player';
import { playerFor } from './player';
import type { VideoTileData } from '@/lib/content/model/blocks/video-tiles';

/** Spec 02 §9: the tile player uses player version 4. */
const PLAYER_VERSION = 4;

/** Spec 02 §2: the grid uses one layout when the tile count is a multiple of three and another otherwise. */
export function gridLayout(count: number): 'thirds' | 'halves' {
  return count % 3 === 0 ? 'thirds' : 'halves';
}

/** The tile's anchor: its internalName with spaces replaced by hyphens, or its id without one. */
export function tileAnchor(tile: Pick<VideoTileData, 'id' | 'internalName'>): string {
  return tile.internalName ? tile.internalName.trim().replace(/\s+/g, '-') : tile.id;
}

/** The thumbnail until play: the content's image, else the video host's own image for the videoId. */
export function thumbnailSrc(tile: Pick<VideoTileData, 'thumbnailImage' | 'videoId'>): string {
  return tile.thumbnailImage?.src ?? `https://img.youtube.com/vi/${encodeURIComponent(tile.videoId)}/hqdefault.jpg`;
}

/** The embed player of a tile: the video embed's player for its displayType, with the player version set. */
export function tilePlayer(tile: Pick<VideoTileData, 'displayType' | 'videoId'>): PlayerSpec {
  const player = playerFor({ provider: tile.displayType, videoId: tile.videoId });
  if (player.kind !== 'iframe') return player;
  const url = new URL(player.src);
  url.searchParams.set('version', String(PLAYER_VERSION));
  return { kind: 'iframe', src: url.toString() };
}

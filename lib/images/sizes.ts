import type { ImageFit } from './rendition';

/** The size a block shows a content photo at, and the one rendition the build writes for it. */
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

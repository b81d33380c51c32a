import type { BlockImageUse, ImageSize } from '../images';
import type { HeroBlockData } from './schema';

/** Spec 02 §3: the hero image is requested as webp, 604x480, fill fit. */
export const HERO_IMAGE: ImageSize = { width: 604, height: 480, fit: 'cover' };

export function heroImages(block: HeroBlockData): BlockImageUse[] {
  return block.image ? [{ path: ['image'], src: block.image.src, ...HERO_IMAGE }] : [];
}

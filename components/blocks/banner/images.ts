import type { BlockImageUse, ImageSize } from '../images';
import type { BannerBlockData } from './schema';

/** The image column of each banner size (3:2), and the 4:3 image narrow screens show. */
export const BANNER_IMAGE: Record<BannerBlockData['bannerSize'], ImageSize> = {
  small: { width: 384, height: 256, fit: 'cover' },
  medium: { width: 528, height: 352, fit: 'cover' },
  large: { width: 720, height: 480, fit: 'cover' },
};
export const BANNER_MOBILE_IMAGE: ImageSize = { width: 640, height: 480, fit: 'cover' };

export function bannerImages(block: BannerBlockData): BlockImageUse[] {
  const uses: BlockImageUse[] = [];
  if (block.image) uses.push({ path: ['image'], src: block.image.src, ...BANNER_IMAGE[block.bannerSize] });
  if (block.imageMobileView) uses.push({ path: ['imageMobileView'], src: block.imageMobileView.src, ...BANNER_MOBILE_IMAGE });
  return uses;
}

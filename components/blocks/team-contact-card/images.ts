import type { ImageValue } from '@/lib/content/fields';
import type { BlockImageUse, ImageSize } from '../images';
import type { TeamContactCardBlockData } from './schema';

/** Spec 03 §9: the team card image is 725px high; 544 wide makes the 3:4 of a portrait. */
export const TEAM_CARD_IMAGE: ImageSize = { width: 544, height: 725, fit: 'cover' };

/** Shown when the content gives no image: an SVG of our own (public/), decorative since it shows no one. */
export const TEAM_CARD_PLACEHOLDER: ImageValue = { src: '/images/people/team-contact-placeholder.svg', alt: '', decorative: true };

export function teamContactCardImages(block: TeamContactCardBlockData): BlockImageUse[] {
  return block.image ? [{ path: ['image'], src: block.image.src, ...TEAM_CARD_IMAGE }] : [];
}

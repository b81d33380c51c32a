import { z } from 'zod';
import { Image, type ImageValue, Text, Variant } from '@/lib/content/fields';
import type { BlockImageUse, ImageSize } from '@/lib/images/sizes';

/** Spec 03 §2: the team contact card. The image defaults to a placeholder; it is 725px high (§9). */
export const TeamContactCardBlock = z
  .strictObject({
    type: z.literal('teamContactCard'),
    id: z.string().min(1),
    title: Text.meta({ description: 'The person\'s role, e.g. "Account Executive, Commercial Real Estate".' }),
    name: Text.meta({ description: 'The person\'s name: the card\'s heading.' }),
    phone: z
      .string()
      .regex(/^\+?[\d\s().-]*\d[\d\s().-]*$/, 'Digits, spaces and ( ) . - only, e.g. "(858) 350-6200"')
      .meta({ description: 'Shown as written and dialled as a tel: link of its digits.' }),
    email: z.email().meta({ description: 'Shown as a mailto: link.' }),
    image: Image.optional().meta({
      description: 'A portrait, shown at 544x725 (cropped to fill); omitted = a neutral placeholder.',
    }),
    variant: Variant.optional().meta({ description: 'Colour of the section (default tertiary).' }),
  })
  .meta({ title: 'Team contact card', description: 'One person to contact: image, title, name, phone and email links.' });

export type TeamContactCardBlockData = z.infer<typeof TeamContactCardBlock>;

/** Spec 03 §9: the team card image is 725px high; 544 wide makes the 3:4 of a portrait. */
export const TEAM_CARD_IMAGE: ImageSize = { width: 544, height: 725, fit: 'cover' };

/** Shown when the content gives no image: an SVG of our own (public/), decorative since it shows no one. */
export const TEAM_CARD_PLACEHOLDER: ImageValue = { src: '/images/people/team-contact-placeholder.svg', alt: '', decorative: true };

export function teamContactCardImages(block: TeamContactCardBlockData): BlockImageUse[] {
  return block.image ? [{ path: ['image'], src: block.image.src, ...TEAM_CARD_IMAGE }] : [];
}

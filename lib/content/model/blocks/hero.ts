import { z } from 'zod';
import { CallToActionRow, Image, Markdown, Text, Variant } from '@/lib/content/fields';
import type { BlockImageUse, ImageSize } from '@/lib/images/sizes';

/** Spec 02 §3 Hero. */
export const HeroBlock = z
  .strictObject({
    type: z.literal('hero'),
    id: z.string().min(1),
    eyebrow: z.string().optional().meta({ description: 'A short line above the headline.' }),
    headline: Text,
    bodyCopy: Markdown.optional(),
    callToActionRow: CallToActionRow.optional(),
    bannerType: z
      .enum(['Hero', 'Logout', 'Other'])
      .default('Hero')
      .meta({
        description:
          'Hero: the large page-opening banner with its image. Logout: the signed-out confirmation, copy centred and no image. Other: a compact banner with a smaller headline.',
      }),
    image: Image.optional(),
    imagePlacement: z.enum(['Right', 'Left']).default('Right').meta({ description: 'Where the image sits beside the copy on wide screens.' }),
    variant: Variant.default('primary'),
    isSelectionBanner: z.boolean().optional().meta({ description: 'Show the selection panel (selection) under the copy.' }),
    selection: z
      .strictObject({
        headline: Text,
        bodyCopy: Markdown.optional(),
        callToActionRow: CallToActionRow.optional(),
      })
      .optional()
      .meta({ description: 'The selection panel under the copy, shown when isSelectionBanner is true.' }),
  })
  .meta({ title: 'Hero', description: 'The page-opening banner: eyebrow, headline, copy, image and call-to-action row.' });

export type HeroBlockData = z.infer<typeof HeroBlock>;

/** Spec 02 §3: the hero image is requested as webp, 604x480, fill fit. */
export const HERO_IMAGE: ImageSize = { width: 604, height: 480, fit: 'cover' };

export function heroImages(block: HeroBlockData): BlockImageUse[] {
  return block.image ? [{ path: ['image'], src: block.image.src, ...HERO_IMAGE }] : [];
}

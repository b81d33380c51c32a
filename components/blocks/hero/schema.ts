import { z } from 'zod';
import { CallToActionRow, Image, Markdown, Text, Variant } from '@/lib/content/fields';

/** Spec 02 §3 Hero. */
export const HeroBlock = z
  .strictObject({
    type: z.literal('hero'),
    id: z.string().min(1),
    eyebrow: z.string().optional(),
    headline: Text,
    bodyCopy: Markdown.optional(),
    callToActionRow: CallToActionRow.optional(),
    bannerType: z.enum(['Hero', 'Logout', 'Other']).default('Hero'),
    image: Image.optional(),
    imagePlacement: z.enum(['Right', 'Left']).default('Right'),
    variant: Variant.default('primary'),
    isSelectionBanner: z.boolean().optional(),
    selection: z
      .strictObject({
        headline: Text,
        bodyCopy: Markdown.optional(),
        callToActionRow: CallToActionRow.optional(),
      })
      .optional(),
  })
  .meta({ title: 'Hero', description: 'The page-opening banner: eyebrow, headline, copy, image and call-to-action row.' });

export type HeroBlockData = z.infer<typeof HeroBlock>;

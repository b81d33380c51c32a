import { z } from 'zod';
import { CallToActionRow, Image, Markdown, Text, Variant } from '@/lib/content/fields';

/** Fixed, Sticky, or any value containing 'overlap' (spec 02 §3 Banner). */
export const BannerBehavior = z
  .string()
  .refine((value) => value === 'Fixed' || value === 'Sticky' || value.includes('overlap'), {
    message: 'Must be "Fixed", "Sticky" or a value containing "overlap" (e.g. "overlap-top")',
  })
  .meta({
    description:
      'Fixed: stays where it is in the page. Sticky: pins to the top once the page scrolls past the first section. A value containing "overlap": raised over the end of the section before it.',
  });

/** Spec 02 §3 Banner. */
export const BannerBlock = z
  .strictObject({
    type: z.literal('banner'),
    id: z.string().min(1),
    bannerSize: z.enum(['small', 'medium', 'large']).default('medium').meta({ description: 'How much room the banner and its image take.' }),
    image: Image.optional(),
    imageMobileView: Image.optional().meta({ description: 'The image narrow screens (under 768px) show instead, cropped 4:3.' }),
    imagePlacement: z.enum(['left', 'right']).default('right'),
    bannerBehavior: BannerBehavior.default('Fixed'),
    headline: Text,
    bodyCopy: Markdown.optional(),
    callToActionRow: CallToActionRow.optional(),
    variant: Variant.optional(),
  })
  .refine((block) => block.imageMobileView === undefined || block.image !== undefined, {
    path: ['imageMobileView'],
    message: 'A mobile image replaces the image on narrow screens, so the banner needs an image too',
  })
  .meta({ title: 'Banner', description: 'A promotional banner with an image, in three sizes; fixed in the page, sticky, or overlapping the section above.' });

export type BannerBlockData = z.infer<typeof BannerBlock>;

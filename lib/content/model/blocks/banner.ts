import { z } from 'zod';
import { CallToActionRow, Image, Markdown, Text, Variant } from '@/lib/content/fields';
import type { BlockImageUse, ImageSize } from '@/lib/images/sizes';

/** Fixed, Sticky, or any value containing 'overlap' (spec 02 §3 Banner). */
const BannerBehavior = z
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
    imagePlacement: z.enum(['left', 'right']).default('right').meta({ description: 'Where the image sits beside the copy on wide screens.' }),
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

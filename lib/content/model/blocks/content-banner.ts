import { z } from 'zod';
import { CallToActionRow, Image, Markdown, Text, Variant } from '@/lib/content/fields';

/** Spec 02 §3 Content banner. */
export const ContentBannerBlock = z
  .strictObject({
    type: z.literal('contentBanner'),
    id: z.string().min(1),
    icon: Image.optional().meta({ description: 'An icon shown at 64x64 above the text. An icon usually only decorates: then tick Decorative and leave its alt text empty.' }),
    eyebrow: Text.optional().meta({
      description: 'A short line above the headline. When present it is the section heading and the headline its subheading.',
    }),
    headline: Text,
    bodyCopy: Markdown.optional(),
    callToActionRow: CallToActionRow.optional(),
    bannerSize: z
      .string()
      .default('Large')
      .meta({ description: 'Large: a tall banner with a big headline. Any other value: a compact banner.' }),
    variant: Variant.optional(),
  })
  .meta({
    title: 'Content banner',
    description: 'A centred banner: icon, eyebrow, headline, copy and buttons. Among the first two blocks it carries the page h1.',
  });

export type ContentBannerBlockData = z.infer<typeof ContentBannerBlock>;

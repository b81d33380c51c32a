/**
 * Field schemas shared by every content type. Blocks compose these so that a link, a piece of
 * rich text or an image means the same thing (and is validated the same way) everywhere.
 */
import { z } from 'zod';

/** Plain text shown to visitors. */
export const Text = z.string().min(1);

/**
 * Markdown rendered with react-markdown. Links inside it are checked like any other link.
 */
export const Markdown = z.string().min(1).meta({
  description: 'Markdown: **bold**, _italic_, [links](/route), lists. Links may use {token} site URLs.',
});

/**
 * A link target: a route of this brand ("/personal/", "/about#team"), a {token} site URL
 * ("{onlineBankingUrl}/login"), an absolute URL, or a mailto:/tel: link. Routes are checked
 * against the brand's pages at build time.
 */
export const Href = z
  .string()
  .min(1)
  .meta({ description: 'A route of this brand (/personal/), {token} site URL, absolute URL, mailto: or tel:.' });

export const VARIANTS = ['primary', 'secondary', 'tertiary', 'quaternary'] as const;
export const Variant = z.enum(VARIANTS).meta({ description: 'Colour variant of the block.' });

/** An image with the alternative text a screen reader reads; decorative images say so explicitly. */
export const Image = z
  .strictObject({
    src: z.string().min(1).meta({ description: 'Path under public/, e.g. /images/hero-savings.svg' }),
    alt: z.string().meta({ description: 'What the image shows. Use "" only together with decorative: true.' }),
    decorative: z.boolean().optional(),
  })
  .refine((image) => image.alt.trim() !== '' || image.decorative === true, {
    path: ['alt'],
    message: 'Alt text is required; mark the image "decorative": true if it adds nothing for a reader',
  });

/** Spec 01 §3 Call-to-action item. */
export const CallToAction = z.strictObject({
  id: z.string().min(1),
  type: z.enum(['Button', 'link']).default('Button'),
  displayText: Text,
  targetUrl: Href,
  variant: Variant.optional(),
  newTab: z.boolean().optional(),
});

export const CallToActionRow = z.array(CallToAction);

export type CallToActionItem = z.infer<typeof CallToAction>;
export type ImageValue = z.infer<typeof Image>;
export type VariantName = z.infer<typeof Variant>;

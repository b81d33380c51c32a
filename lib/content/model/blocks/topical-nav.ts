import { z } from 'zod';
import { Href, Markdown, Text, Variant } from '@/lib/content/fields';
import { markUrlField } from '@/lib/content/url-fields';

/** Spec 01 §3 Topical item. The icon is decoration: the card's text names the link. */
const TopicalItem = z.strictObject({
  id: z.string().min(1),
  icon: z.strictObject({
    src: markUrlField(
      z
        .string()
        .regex(/^\/[A-Za-z0-9_./-]+\.(svg|png|webp)$/, 'A path under public/, e.g. /images/icons/checking.svg')
        .meta({
          description:
            'An icon under public/, e.g. /images/icons/checking.svg, shown at 48x48 as decoration. Its shape is painted in the theme colour.',
        }),
      'image',
    ),
  }).meta({ description: 'The icon of the card.' }),
  displayText: Text.meta({ description: 'The text of the card, which names its link.' }),
  targetUrl: Href,
});

/** Spec 01 §2.11 topical navigation cards. */
export const TopicalNavBlock = z
  .strictObject({
    type: z.literal('topicalNav'),
    id: z.string().min(1),
    headline: Text.optional(),
    bodyCopy: Markdown.optional(),
    items: z.array(TopicalItem).min(1).meta({ description: 'The cards, in order.' }),
    variant: Variant.optional(),
  })
  .meta({ title: 'Topical navigation', description: 'A grid of cards, each an icon and a text, the whole card a link.' });

export type TopicalNavBlockData = z.infer<typeof TopicalNavBlock>;

import { z } from 'zod';
import { Href, Image, Text, Variant } from '@/lib/content/fields';

const CARD_FIELDS = ['id', 'image', 'title', 'url', 'supertag'] as const;

/**
 * A featured item: an insight article card (spec 02 §3) written out, or `article`, the route of an
 * article page whose metadata fills the card at build time (fields written beside it win).
 */
const FeaturedItem = z
  .strictObject({
    article: Href.optional().meta({
      description: 'Route of an article page, e.g. /personal/insights/budgeting/build-a-budget; its card is filled from the page.',
    }),
    id: z.string().min(1).optional(),
    image: Image.optional(),
    readingTime: z.number().int().min(0).max(600).optional().meta({ description: 'Minutes, shown as "N min read"; 0 when left out.' }),
    title: Text.optional().meta({ description: 'The card title (from the article page when article is given).' }),
    url: Href.optional(),
    supertag: Text.optional().meta({ description: 'The label above the card title (from the article page when article is given).' }),
  })
  .superRefine((item, ctx) => {
    if (item.article !== undefined) return;
    for (const field of CARD_FIELDS) {
      if (item[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'Required (unless the item names an article)' });
    }
  });

/** Spec 02 §2/§3 Featured insights: a headline and a list; the first item large, the rest as a list. */
export const FeaturedInsightsBlock = z
  .strictObject({
    type: z.literal('featuredInsights'),
    id: z.string().min(1),
    headline: Text,
    featured: z.array(FeaturedItem).min(1).meta({ description: 'The articles: the first shown large, the rest as a list.' }),
    variant: Variant.optional(),
  })
  .meta({ title: 'Featured insights', description: 'A headline and featured articles: the first shown large, the rest as a list.' });

export type FeaturedItemData = z.infer<typeof FeaturedItem>;
export type FeaturedInsightsBlockData = z.infer<typeof FeaturedInsightsBlock>;

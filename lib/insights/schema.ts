/**
 * The insights content model (spec 02 §2 Insights, §3 Insight article card): an article is an
 * ordinary page whose `article` field holds the metadata its cards and listings are built from.
 */
import { z } from 'zod';
import { Href, Image, Text } from '@/lib/content/fields';

/** The sections of the site that have insights, in the order they are listed. */
export const INSIGHT_SECTIONS = ['personal', 'business', 'commercial', 'invest'] as const;
export type InsightSection = (typeof INSIGHT_SECTIONS)[number];

const Minutes = z.number().int().min(0).default(0).meta({ description: 'Reading time in whole minutes, shown as "N min read"; 0 when left out.' });

/** Page-level `article` field: the page is an insights article. */
export const ArticleMeta = z
  .strictObject({
    title: Text.meta({ description: 'The title on the article card.' }),
    description: Text.meta({ description: 'One or two sentences for the card and listings.' }),
    image: Image.meta({ description: 'The card image; shown at 16:9.' }),
    readingTime: Minutes,
    supertag: Text.meta({ description: 'The short label above the card title, e.g. "Guide" or "Budgeting".' }),
    category: Text.meta({
      description: 'e.g. "Home Buying"; the page must live under /<section>/insights/<category as a slug>/, e.g. home-buying.',
    }),
    subcategory: Text.optional().meta({
      description: 'Optional; the page then lives under /<section>/insights/<category>/<subcategory as a slug>/.',
    }),
    date: z.iso.date().meta({ description: 'Publication date, YYYY-MM-DD; listings show the newest first.' }),
  })
  .meta({ title: 'Insights article', description: 'Makes this page an insights article, listed by its category.' });

/** Spec 02 §3 Insight article card: id, image, readingTime, title, url, supertag. */
export const InsightCard = z.strictObject({
  id: z.string().min(1),
  image: Image,
  readingTime: Minutes,
  title: Text,
  url: Href,
  supertag: Text,
});

export type ArticleMetaData = z.infer<typeof ArticleMeta>;
export type InsightCardData = z.infer<typeof InsightCard>;

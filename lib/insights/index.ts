/**
 * Insights (spec 02 §2): the sections, routes, headings and cards of the articles, for the insights
 * blocks and for apply.ts, which fills those blocks from a brand's article pages at load time.
 * Free of the page model, so a block that imports these helpers depends on no other block.
 */
import type { FeaturedItemData } from '@/lib/content/model/blocks/featured-insights';
import type { InsightsListingBlockData, ListingGroupData } from '@/lib/content/model/blocks/insights-listing';
import { normaliseRoute } from '@/lib/links';
import { type ArticleMetaData, INSIGHT_SECTIONS, type InsightCardData, type InsightSection } from './schema';

/** Cards per page of a category or subcategory listing: one row of three on a wide screen. */
export const LISTING_PAGE_SIZE = 3;
/** Cards per category on a section's overview. */
const OVERVIEW_CARDS = 3;
export interface Article {
  route: string;
  file: string;
  section: InsightSection;
  meta: ArticleMetaData;
}

/** "Home Buying" -> "home-buying", "Saving & Investing" -> "saving-investing": the lowercase route segment. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function isInsightSection(value: string): value is InsightSection {
  return (INSIGHT_SECTIONS as readonly string[]).includes(value);
}

/** "personal" -> "Personal Insights". */
export function insightsHeading(section: InsightSection): string {
  return `${section.charAt(0).toUpperCase()}${section.slice(1)} Insights`;
}

/** Spec 02 §2: an articles set's 'View All' goes to /{resource}/insights for the four sections, else /personal/insights. */
export function viewAllRoute(resource: string): string {
  return `/${isInsightSection(resource) ? resource : 'personal'}/insights`;
}

/** /{section}/insights/{category}/ and /{section}/insights/{category}/{subcategory}/, lowercased. */
export function listingRoute(section: InsightSection, category: string, subcategory?: string): string {
  return normaliseRoute([section, 'insights', slugify(category), subcategory ? slugify(subcategory) : ''].join('/'));
}

/** Spec 02 §3: minutes, 0 when the article gives none. */
export function readingTimeOf(meta: { readingTime?: number }): number {
  return meta.readingTime ?? 0;
}

function cardOf(article: Article): InsightCardData {
  const { title, image, supertag } = article.meta;
  const id = article.route.split('/').filter(Boolean).join('-');
  return { id, title, image, readingTime: readingTimeOf(article.meta), supertag, url: article.route };
}

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b));
}

const seeMore = (name: string) => `See More ${name} Articles`;

/** The groups of cards an insights listing block shows; null when it has no articles to show. */
export function listingGroups(block: InsightsListingBlockData, articles: readonly Article[]): ListingGroupData[] | null {
  const inSection = articles.filter((article) => article.section === block.section);
  const { section, category, subcategory } = block;
  if (category === undefined) {
    const categories = unique(inSection.map((article) => article.meta.category));
    if (categories.length === 0) return null;
    return categories.map((name) => ({
      id: `${block.id}-${slugify(name)}`,
      title: name,
      cards: inSection
        .filter((article) => article.meta.category === name)
        .slice(0, OVERVIEW_CARDS)
        .map(cardOf),
      paginated: false,
      moreLinks: [{ text: seeMore(name), url: listingRoute(section, name) }],
    }));
  }
  const inCategory = inSection.filter((article) => slugify(article.meta.category) === slugify(category));
  if (subcategory === undefined) {
    if (inCategory.length === 0) return null;
    const subcategories = unique(inCategory.flatMap((article) => (article.meta.subcategory ? [article.meta.subcategory] : [])));
    return [
      {
        id: `${block.id}-${slugify(category)}`,
        title: category,
        cards: inCategory.map(cardOf),
        paginated: true,
        moreLinks: subcategories.map((name) => ({ text: seeMore(name), url: listingRoute(section, category, name) })),
      },
    ];
  }
  const inSubcategory = inCategory.filter((article) => article.meta.subcategory !== undefined && slugify(article.meta.subcategory) === slugify(subcategory));
  if (inSubcategory.length === 0) return null;
  return [
    {
      id: `${block.id}-${slugify(subcategory)}`,
      title: subcategory,
      cards: inSubcategory.map(cardOf),
      paginated: true,
      moreLinks: [{ text: seeMore(category), url: listingRoute(section, category) }],
    },
  ];
}

/** A featured item as a full card: the named article's card with the fields written beside it on top. */
export function featuredCard(item: FeaturedItemData, article: Article | undefined): InsightCardData | null {
  const base = article ? cardOf(article) : undefined;
  const id = item.id ?? base?.id;
  const image = item.image ?? base?.image;
  const title = item.title ?? base?.title;
  const url = item.url ?? base?.url;
  const supertag = item.supertag ?? base?.supertag;
  if (id === undefined || image === undefined || title === undefined || url === undefined || supertag === undefined) return null;
  return { id, image, title, url, supertag, readingTime: item.readingTime ?? base?.readingTime ?? 0 };
}

/**
 * Insights (spec 02 §2): turns the article pages of a brand into its listing pages and fills the
 * insights blocks from the articles, at load time, so components render plain data and every card
 * link is checked like any other link. Problems are reported as `file: json.path: message`.
 */
import type { BlockData } from '@/lib/content/model/blocks';
import type { FeaturedItemData } from '@/lib/content/model/blocks/featured-insights';
import type { InsightsListingBlockData, ListingGroupData } from '@/lib/content/model/blocks/insights-listing';
import type { PageEntry } from '@/lib/content/types';
import type { ContentProblem } from '@/lib/content/problems';
import { internalRoute, normaliseRoute } from '@/lib/links';
import { type ArticleMetaData, INSIGHT_SECTIONS, type InsightCardData, type InsightSection } from './schema';

/** Cards per page of a category or subcategory listing: one row of three on a wide screen. */
export const LISTING_PAGE_SIZE = 3;
/** Cards per category on a section's overview. */
export const OVERVIEW_CARDS = 3;
/** The file name problems name for a listing page the build generates. */
const GENERATED = '(generated insights listing)';

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

export function cardOf(article: Article): InsightCardData {
  const { title, image, supertag } = article.meta;
  const id = article.route.split('/').filter(Boolean).join('-');
  return { id, title, image, readingTime: readingTimeOf(article.meta), supertag, url: article.route };
}

/** Newest first; titles break ties so the order never depends on file order. */
function byDate(a: Article, b: Article): number {
  return b.meta.date.localeCompare(a.meta.date) || a.meta.title.localeCompare(b.meta.title);
}

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b));
}

/** The articles among the pages; one whose route does not match its section and category is a problem. */
export function collectArticles(pages: readonly PageEntry[]): { articles: Article[]; problems: ContentProblem[] } {
  const articles: Article[] = [];
  const problems: ContentProblem[] = [];
  for (const entry of pages) {
    const meta = entry.page.article;
    if (!meta) continue;
    const [section = '', insights, ...rest] = entry.slug;
    if (!isInsightSection(section) || insights !== 'insights') {
      const where = INSIGHT_SECTIONS.map((name) => `/${name}/insights/`).join(', ');
      problems.push({ file: entry.file, path: 'article', message: `An article must live under ${where} (this page is ${entry.route})` });
      continue;
    }
    const folder = listingRoute(section, meta.category, meta.subcategory);
    const parent = normaliseRoute(entry.slug.slice(0, -1).join('/'));
    if (parent !== folder || rest.length < 2) {
      const field = meta.subcategory ? 'article.subcategory' : 'article.category';
      problems.push({ file: entry.file, path: field, message: `This article belongs in ${folder} (this page is ${entry.route})` });
      continue;
    }
    articles.push({ route: entry.route, file: entry.file, section, meta });
  }
  return { articles: articles.sort(byDate), problems };
}

function listingPage(route: string, section: InsightSection, category: string, subcategory?: string): PageEntry {
  const name = subcategory ?? category;
  const heading = insightsHeading(section);
  const block: InsightsListingBlockData = { type: 'insightsListing', id: 'insights-listing', section, category, subcategory };
  return {
    route,
    slug: route.split('/').filter(Boolean),
    file: GENERATED,
    page: {
      title: `${name} Articles | ${heading}`,
      description: `Articles about ${name.toLowerCase()} from ${heading}, newest first.`,
      blocks: [block],
    },
  };
}

/** The listing pages the articles call for: one per category and one per subcategory of each section. */
function listingPages(articles: readonly Article[]): PageEntry[] {
  const pages = new Map<string, PageEntry>();
  for (const { section, meta } of articles) {
    const categoryRoute = listingRoute(section, meta.category);
    if (!pages.has(categoryRoute)) pages.set(categoryRoute, listingPage(categoryRoute, section, meta.category));
    if (meta.subcategory) {
      const route = listingRoute(section, meta.category, meta.subcategory);
      if (!pages.has(route)) pages.set(route, listingPage(route, section, meta.category, meta.subcategory));
    }
  }
  return [...pages.values()];
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
      cards: inSection.filter((article) => article.meta.category === name).slice(0, OVERVIEW_CARDS).map(cardOf),
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

function resolveBlock(
  block: BlockData,
  at: string,
  file: string,
  context: { articles: readonly Article[]; byRoute: ReadonlyMap<string, Article>; routes: ReadonlySet<string> },
  problems: ContentProblem[],
): BlockData {
  switch (block.type) {
    case 'insightsListing': {
      if (block.listing !== undefined) {
        problems.push({ file, path: `${at}.listing`, message: 'Filled in by the build from the article pages; leave it out' });
      }
      const groups = listingGroups(block, context.articles);
      if (groups === null) {
        const what = [block.category, block.subcategory].filter(Boolean).map((name) => `"${name}"`).join(' / ');
        problems.push({ file, path: at, message: `${insightsHeading(block.section)} has no articles${what ? ` in ${what}` : ''}` });
        return block;
      }
      return { ...block, listing: { heading: block.headline ?? insightsHeading(block.section), groups } };
    }
    case 'featuredInsights': {
      const featured = block.featured.map((item, index) => {
        if (item.article === undefined) return item;
        const route = internalRoute(item.article);
        const article = route === null ? undefined : context.byRoute.get(route);
        if (!article) {
          problems.push({ file, path: `${at}.featured[${index}].article`, message: `No article at ${item.article}: name the route of a page with an "article" field` });
          return item;
        }
        return featuredCard(item, article) ?? item;
      });
      return { ...block, featured };
    }
    case 'articlesSet': {
      const route = viewAllRoute(block.resource);
      if (!context.routes.has(normaliseRoute(route))) {
        problems.push({ file, path: `${at}.resource`, message: `'View All' links to ${route} but there is no page there` });
      }
      return block;
    }
    default:
      return block;
  }
}

/**
 * Adds the generated listing pages to `pages` and `owners` (a route claimed by a file is a problem)
 * and fills every insights block from the articles. Call it after reading the page files and before
 * checking links.
 */
export function applyInsights(pages: PageEntry[], owners: Map<string, string>): ContentProblem[] {
  const { articles, problems } = collectArticles(pages);
  for (const listing of listingPages(articles)) {
    const owner = owners.get(listing.route);
    if (owner) {
      problems.push({ file: owner, path: '(root)', message: `Route ${listing.route} is an insights listing the build generates from the articles; remove or move this file` });
      continue;
    }
    owners.set(listing.route, GENERATED);
    pages.push(listing);
  }
  const context = { articles, byRoute: new Map(articles.map((article) => [article.route, article])), routes: new Set(owners.keys()) };
  for (const entry of pages) {
    const blocks = entry.page.blocks.map((block, index) => resolveBlock(block, `blocks[${index}]`, entry.file, context, problems));
    entry.page = { ...entry.page, blocks };
  }
  return problems;
}

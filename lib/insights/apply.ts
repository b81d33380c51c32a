/**
 * Turns the article pages of a brand into its listing pages and fills the insights blocks from the
 * articles, at load time, so components render plain data and every card link is checked like any
 * other link. Problems are reported as `file: json.path: message`.
 */
import type { BlockData } from '@/lib/content/model/blocks';
import type { InsightsListingBlockData } from '@/lib/content/model/blocks/insights-listing';
import type { ContentProblem } from '@/lib/content/problems';
import type { PageEntry } from '@/lib/content/types';
import { internalRoute, normaliseRoute } from '@/lib/links';
import { type Article, featuredCard, insightsHeading, isInsightSection, listingGroups, listingRoute, viewAllRoute } from './index';
import { INSIGHT_SECTIONS, type InsightSection } from './schema';

/** The file name problems name for a listing page the build generates. */
const GENERATED = '(generated insights listing)';

/** Newest first; titles break ties so the order never depends on file order. */
function byDate(a: Article, b: Article): number {
  return b.meta.date.localeCompare(a.meta.date) || a.meta.title.localeCompare(b.meta.title);
}

/** The articles among the pages; one whose route does not match its section and category is a problem. */
function collectArticles(pages: readonly PageEntry[]): { articles: Article[]; problems: ContentProblem[] } {
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
        const what = [block.category, block.subcategory]
          .filter(Boolean)
          .map((name) => `"${name}"`)
          .join(' / ');
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
          problems.push({
            file,
            path: `${at}.featured[${index}].article`,
            message: `No article at ${item.article}: name the route of a page with an "article" field`,
          });
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
      problems.push({
        file: owner,
        path: '(root)',
        message: `Route ${listing.route} is an insights listing the build generates from the articles; remove or move this file`,
      });
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

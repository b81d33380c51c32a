import fs from 'node:fs';
import { formatProblem } from '@/lib/content';
import { loadBrandContent } from '@/lib/content/load';
import { siteJson, writeContentTree } from '@/tests/fixtures/site';
import { listingRoute, readingTimeOf, slugify, viewAllRoute } from './index';
import { ArticleMeta } from './schema';

describe('viewAllRoute (spec 02 §2 articles set)', () => {
  it.each([
    ['personal', '/personal/insights'],
    ['business', '/business/insights'],
    ['commercial', '/commercial/insights'],
    ['invest', '/invest/insights'],
    ['partners', '/personal/insights'],
    ['support', '/personal/insights'],
    ['', '/personal/insights'],
    ['Business', '/personal/insights'],
  ])('resource %j -> %s', (resource, route) => {
    expect(viewAllRoute(resource)).toBe(route);
  });
});

describe('listing routes are lowercased slugs', () => {
  it.each([
    ['Budgeting', 'budgeting'],
    ['Home Buying', 'home-buying'],
    ['Saving & Investing', 'saving-investing'],
    ['  Commercial Real Estate ', 'commercial-real-estate'],
    ['Crédit 101', 'credit-101'],
  ])('%j -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('builds /{section}/insights/{category}/ and /{section}/insights/{category}/{subcategory}/', () => {
    expect(listingRoute('personal', 'Home Buying')).toBe('/personal/insights/home-buying/');
    expect(listingRoute('business', 'Cash Management', 'Payments')).toBe('/business/insights/cash-management/payments/');
  });
});

describe('reading time', () => {
  it('is 0 minutes when an article gives none', () => {
    expect(ArticleMeta.parse(article()).readingTime).toBe(0);
    expect(ArticleMeta.parse(article({ readingTime: 7 })).readingTime).toBe(7);
    expect(readingTimeOf({})).toBe(0);
  });
});

const IMAGE = { src: '/images/insights/budget.svg', alt: 'A budget sheet' };

function article(overrides: Record<string, unknown> = {}) {
  return {
    title: 'The 50/30/20 budget',
    description: 'Split your pay.',
    image: IMAGE,
    supertag: 'Guide',
    category: 'Budgeting',
    date: '2026-11-12',
    ...overrides,
  };
}

function page(file: string, blocks: unknown[], extra: Record<string, unknown> = {}) {
  const depth = file.split('/').length - 1;
  return { $schema: `${'../'.repeat(depth)}schema/page.schema.json`, title: 'A page', description: 'About it.', ...extra, blocks };
}

const headline = { type: 'headline', id: 'intro', headline: 'Hello' };

/** A throwaway project root with a minimal AXB brand and the given page files. */
function load(pages: Record<string, unknown[] | { blocks: unknown[]; article?: unknown }>) {
  const files: Record<string, unknown> = {
    'content/AXB/site.json': siteJson({ logins: [{ id: 'personal', label: 'Personal', url: '{onlineBankingUrl}' }] }),
    'content/AXB/pages/index.json': page('AXB/pages/index.json', [headline]),
  };
  for (const [route, value] of Object.entries(pages)) {
    const file = `AXB/pages/${route}.json`;
    files[`content/${file}`] = Array.isArray(value) ? page(file, value) : page(file, value.blocks, value.article ? { article: value.article } : {});
  }
  const root = writeContentTree(files);
  try {
    return loadBrandContent('AXB', { root, env: {} });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const articlePage = (overrides: Record<string, unknown> = {}) => ({ blocks: [headline], article: article(overrides) });

describe('insights at load time', () => {
  it('generates a listing page per category and subcategory, and fills listings and featured cards', () => {
    const result = load({
      'personal/insights': [
        headline,
        { type: 'featuredInsights', id: 'featured', headline: 'Featured', featured: [{ article: '/personal/insights/budgeting/saving/emergency-fund' }] },
        { type: 'insightsListing', id: 'topics', section: 'personal' },
      ],
      'personal/insights/budgeting/the-budget': articlePage(),
      'personal/insights/budgeting/saving/emergency-fund': articlePage({ title: 'Emergency funds', subcategory: 'Saving', readingTime: 6 }),
    });
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    const routes = result.content.pages.map((entry) => entry.route);
    expect(routes).toEqual(expect.arrayContaining(['/personal/insights/budgeting/', '/personal/insights/budgeting/saving/']));
    const landing = result.content.pages.find((entry) => entry.route === '/personal/insights/');
    expect(landing?.page.blocks[1]).toMatchObject({
      featured: [
        {
          id: 'personal-insights-budgeting-saving-emergency-fund',
          title: 'Emergency funds',
          readingTime: 6,
          url: '/personal/insights/budgeting/saving/emergency-fund/',
        },
      ],
    });
    expect(landing?.page.blocks[2]).toMatchObject({
      listing: {
        heading: 'Personal Insights',
        groups: [{ title: 'Budgeting', moreLinks: [{ text: 'See More Budgeting Articles', url: '/personal/insights/budgeting/' }] }],
      },
    });
    const subcategory = result.content.pages.find((entry) => entry.route === '/personal/insights/budgeting/saving/');
    expect(subcategory?.page.blocks[0]).toMatchObject({
      listing: { heading: 'Personal Insights', groups: [{ title: 'Saving', paginated: true, moreLinks: [{ text: 'See More Budgeting Articles' }] }] },
    });
  });

  it('names the file and JSON path of a featured reference to a missing article', () => {
    const result = load({
      'personal/insights': [
        headline,
        { type: 'featuredInsights', id: 'featured', headline: 'Featured', featured: [{ article: '/personal/insights/budgeting/gone' }] },
      ],
      'personal/insights/budgeting/the-budget': articlePage(),
    });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'content/AXB/pages/personal/insights.json: blocks[1].featured[0].article: No article at /personal/insights/budgeting/gone: name the route of a page with an "article" field',
    ]);
  });

  it("refuses an article outside its category's folder, and a file on a generated listing route", () => {
    const result = load({
      'personal/insights/banking/the-budget': articlePage(),
      'personal/insights/budgeting': [headline],
      'personal/insights/budgeting/other': articlePage(),
    });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'content/AXB/pages/personal/insights/banking/the-budget.json: article.category: This article belongs in /personal/insights/budgeting/ (this page is /personal/insights/banking/the-budget/)',
      'content/AXB/pages/personal/insights/budgeting.json: (root): Route /personal/insights/budgeting/ is an insights listing the build generates from the articles; remove or move this file',
    ]);
  });

  it("refuses an articles set whose 'View All' page does not exist", () => {
    const set = { type: 'articlesSet', id: 'more', resource: 'business', articles: [{ id: 'a', image: IMAGE, title: 'A', targetUrl: '/' }] };
    const result = load({ about: [headline, set] });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      "content/AXB/pages/about.json: blocks[1].resource: 'View All' links to /business/insights but there is no page there",
    ]);
  });

  it('refuses a listing with no articles and a listing written by hand', () => {
    const result = load({
      'personal/insights': [headline, { type: 'insightsListing', id: 'topics', section: 'business', listing: { heading: 'X', groups: [] } }],
    });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'content/AXB/pages/personal/insights.json: blocks[1].listing: Filled in by the build from the article pages; leave it out',
      'content/AXB/pages/personal/insights.json: blocks[1]: Business Insights has no articles',
    ]);
  });
});

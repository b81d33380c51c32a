/**
 * What the app routes need about the brand being built, derived once from lib/content. The route
 * files call these and pass the results down; components never look the brand up themselves.
 */
import { buildBrand } from '@/lib/brands';
import { type BrandContent, getBrandContent } from '@/lib/content';
import { companyHosts, type LinkContext, safeUrl } from '@/lib/links';

/**
 * The route of the empty page `npm run bench` adds (BENCH_BASELINE=1) to measure what the
 * framework alone ships in the same build, so every real page's overhead can be shown.
 */
export const BASELINE_ROUTE = '/bench-baseline/';

export function currentContent(): BrandContent {
  const content = getBrandContent(buildBrand());
  if (process.env.BENCH_BASELINE !== '1') return content;
  const baseline = {
    route: BASELINE_ROUTE,
    slug: ['bench-baseline'],
    file: '(bench baseline)',
    page: { title: 'Baseline', description: 'An empty page for measuring the framework baseline.', noindex: true, blocks: [] },
  };
  return { ...content, pages: [...content.pages, baseline] };
}

/**
 * How content links resolve for this brand: its {token} table (with build-time overrides) and its
 * own origin, whose absolute links are routes of this export.
 */
export function linkContext(content: BrandContent): LinkContext {
  return { tokens: content.tokens, siteOrigin: siteOrigin(content).origin };
}

/**
 * The absolute origin the brand is deployed at, e.g. https://www.axosbank.com/ (with a trailing
 * slash). Through the URL validator like every URL: canonical URLs and the sitemap are built on it.
 */
export function siteOrigin(content: BrandContent): URL {
  const url = safeUrl(content.site.siteUrl, 'siteUrl', content.tokens, companyHosts(content.tokens));
  return new URL(url.replace(/\/*$/, '/'));
}

/** The canonical absolute URL of a route of this brand. */
export function canonicalUrl(content: BrandContent, route: string): string {
  return new URL(route.replace(/^\//, ''), siteOrigin(content)).toString();
}

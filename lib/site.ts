/**
 * What the app routes need about the brand being built, derived once from lib/content. The route
 * files call these and pass the results down; components never look the brand up themselves.
 */
import { buildBrand } from '@/lib/brands';
import { type BrandContent, getBrandContent } from '@/lib/content';
import { companyHosts, type LinkContext, safeUrl } from '@/lib/links';

/** The content of the brand being built (BRAND), validated. */
export function currentContent(): BrandContent {
  return getBrandContent(buildBrand());
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
  let origin = origins.get(content);
  if (origin === undefined) {
    origin = safeUrl(content.site.siteUrl, 'siteUrl', content.tokens, companyHosts(content.tokens)).replace(/\/*$/, '/');
    origins.set(content, origin);
  }
  // A URL of its own each call: URL objects are mutable, the validated string is not.
  return new URL(origin);
}

/**
 * The validated origin per content object: a page asks for it four or five times (metadata,
 * canonical URL, links), and each validation parsed every token's URL for the company hosts.
 */
const origins = new WeakMap<BrandContent, string>();

/** The canonical absolute URL of a route of this brand. */
export function canonicalUrl(content: BrandContent, route: string): string {
  return new URL(route.replace(/^\//, ''), siteOrigin(content)).toString();
}

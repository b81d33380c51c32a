/**
 * What the app routes need about the brand being built, derived once from lib/content. The route
 * files call these and pass the results down; components never look the brand up themselves.
 */
import { buildBrand } from '@/lib/brands';
import { type BrandContent, getBrandContent } from '@/lib/content';
import { resolveTokens } from '@/lib/links';

export function currentContent(): BrandContent {
  return getBrandContent(buildBrand());
}

/** The absolute origin the brand is deployed at, e.g. https://www.axosbank.com/ (with a trailing slash). */
export function siteOrigin(content: BrandContent): URL {
  return new URL(resolveTokens(content.site.siteUrl, content.tokens).replace(/\/*$/, '/'));
}

/** The canonical absolute URL of a route of this brand. */
export function canonicalUrl(content: BrandContent, route: string): string {
  return new URL(route.replace(/^\//, ''), siteOrigin(content)).toString();
}

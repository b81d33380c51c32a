/**
 * Which pages `npm run lighthouse` measures, read from a brand's content: its home page (the root,
 * and where its logo leads when that is another page, as AXI's /invest/) and every page holding
 * one of the interactive blocks that ship client code a visitor waits for (a lead form, a
 * calculator, the marine loan picker). Blocks are found at any depth, so a form inside a set
 * container counts as well as one at the top of the page.
 */
import type { BrandContent } from '../../lib/content';
import { homeRoute } from '../../lib/content/titles';
import { normaliseRoute } from '../../lib/links';

/** The block types whose pages are measured besides the home page. */
export const INTERACTIVE_BLOCK_TYPES: ReadonlySet<string> = new Set(['leadForm', 'calculator', 'marineLoanPicker']);

export interface AuditPage {
  route: string;
  /** Why it is measured: "home", or the interactive block types it holds. */
  reasons: string[];
}

/** Every block type named anywhere in a value (objects with a string `type`, nested in any field). */
export function blockTypesIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) blockTypesIn(item, found);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.type === 'string') found.add(record.type);
    for (const field of Object.values(record)) blockTypesIn(field, found);
  }
  return found;
}

/** The pages to measure, in content order with the home page(s) first. */
export function auditPages(content: Pick<BrandContent, 'site' | 'pages'>): AuditPage[] {
  const homes = new Set(['/', homeRoute(content.site)]);
  const pages: AuditPage[] = [];
  for (const entry of content.pages) {
    const interactive = [...blockTypesIn(entry.page.blocks)].filter((type) => INTERACTIVE_BLOCK_TYPES.has(type)).sort();
    const reasons = [...(homes.has(entry.route) ? ['home'] : []), ...interactive];
    if (reasons.length > 0) pages.push({ route: entry.route, reasons });
  }
  const isHome = (page: AuditPage) => (page.reasons.includes('home') ? 0 : 1);
  return pages.sort((a, b) => isHome(a) - isHome(b));
}

/**
 * Narrows the pages to the routes `--pages` names ("/a/,/b"), each normalised as a route. A named
 * route need not hold a form (any page of the brand can be measured); one the brand does not have
 * is left out, so one list can be given for several brands.
 */
export function selectPages(pages: readonly AuditPage[], only: readonly string[] | undefined, brandRoutes: ReadonlySet<string>): AuditPage[] {
  if (!only || only.length === 0) return [...pages];
  const routes = [...new Set(only.map(normaliseRoute))];
  return routes.filter((route) => brandRoutes.has(route)).map((route) => pages.find((page) => page.route === route) ?? { route, reasons: ['named'] });
}

/**
 * Which header, which current item and which sub-navigation a path gets (spec 01 §2, §4
 * "Navigation state: the active nav item is derived from the path"). Pure functions of the path
 * and the brand's header configuration, so every brand's rules are tested as tables.
 */
import { internalRoute } from '@/lib/links';
import type { HeaderConfigData, HeaderData, NavItemData, PathRuleData } from '@/lib/content/model/header';

/** "/labs/alternative-lending/ics/" -> ["labs", "alternative-lending", "ics"] */
function segmentsOf(path: string): string[] {
  return path.split(/[?#]/, 1)[0]?.split('/').filter(Boolean) ?? [];
}

/** Whether `path` starts with every segment of `prefix`: "/labs" matches "/labs/x/" but not "/labsx/". */
export function hasPrefix(path: string, prefix: string): boolean {
  const have = segmentsOf(path);
  return segmentsOf(prefix).every((segment, index) => have[index] === segment);
}

/** Whether the segments of `part` occur in a row anywhere in `path`: "/products" in "/x/products/y/". */
export function containsSegments(path: string, part: string): boolean {
  const have = segmentsOf(path);
  const want = segmentsOf(part);
  if (want.length === 0) return true;
  for (let start = 0; start + want.length <= have.length; start += 1) {
    if (want.every((segment, index) => have[start + index] === segment)) return true;
  }
  return false;
}

function matchesRule(path: string, rule: PathRuleData): boolean {
  return (rule.prefix ?? []).some((prefix) => hasPrefix(path, prefix)) || (rule.contains ?? []).some((part) => containsSegments(path, part));
}

/** The header configuration for a path: the first alternate whose prefix matches, else the brand's own. */
export function headerFor(path: string, header: HeaderData): HeaderConfigData {
  return header.alternates.find((alternate) => hasPrefix(path, alternate.prefix))?.header ?? header;
}

/**
 * Whether an item's link is the current section: its first `segments` path segments equal the
 * path's (missing segments count as empty, so "/" is current only on "/" and
 * "/labs/alternative-lending" only on that page with segments = 3). Links to other sites never are.
 */
export function isInSection(url: string | undefined, path: string, segments: number): boolean {
  if (url === undefined) return false;
  const route = internalRoute(url);
  if (route === null) return false;
  const mine = segmentsOf(route);
  const here = segmentsOf(path);
  for (let index = 0; index < segments; index += 1) {
    if ((mine[index] ?? '') !== (here[index] ?? '')) return false;
  }
  return true;
}

/** Whether a link points at exactly this page. */
export function isCurrentPage(url: string, path: string): boolean {
  const route = internalRoute(url);
  return route !== null && route === internalRoute(path);
}

/** The paths on which an item's sub-navigation shows: its own rule, else the pages under the item's url. */
function subNavRule(item: NavItemData): PathRuleData | undefined {
  if (!item.subNav) return undefined;
  if (item.subNav.showOn) return item.subNav.showOn;
  const route = item.url === undefined ? null : internalRoute(item.url);
  return route === null || route === '/' ? undefined : { prefix: [route.replace(/\/$/, '')] };
}

/** The item whose sub-navigation bar shows on this path, if any (desktop; the first that matches). */
export function subNavFor(path: string, config: HeaderConfigData): NavItemData | undefined {
  return config.items.find((item) => {
    const rule = subNavRule(item);
    return rule !== undefined && matchesRule(path, rule);
  });
}

/**
 * The current top-level item: the first whose url shares the path's leading `activeSegment`
 * segments; failing that, the item whose sub-navigation the path shows (AAS's
 * /cash-management-solutions sits in the Serve Your Clients sub-navigation).
 */
export function activeItem(path: string, config: HeaderConfigData): NavItemData | undefined {
  return config.items.find((item) => isInSection(item.url, path, config.activeSegment)) ?? subNavFor(path, config);
}

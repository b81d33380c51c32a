/**
 * Pagination by the query parameter `page` (spec 01 §2.11, §4, §9) as pure functions: which page
 * a URL asks for, the window of numbered links, and the previous/next targets.
 */

/** The page shown when the URL names none, or a bad one (§9). */
const DEFAULT_PAGE = 1;
export const PAGE_PARAM = 'page';

/** How many pages `itemCount` items fill at `pageSize` per page; always at least one. */
export function pageCount(itemCount: number, pageSize: number): number {
  if (!(pageSize >= 1) || !(itemCount > 0)) return 1;
  return Math.ceil(itemCount / pageSize);
}

/**
 * The page a `?page=` value lands on: a whole number from 1 to the last page. Anything else lands
 * on a valid page: missing, empty, not a whole number ("abc", "2.5", "-1") or below 1 gives the
 * default page 1; beyond the last page gives the last page.
 */
export function clampPage(raw: string | null | undefined, lastPage: number): number {
  const last = Math.max(Math.floor(lastPage), 1);
  if (raw === null || raw === undefined || !/^[0-9]+$/.test(raw)) return DEFAULT_PAGE;
  const page = Number(raw);
  if (page < 1) return DEFAULT_PAGE;
  return Math.min(page, last);
}

/** The previous arrow's page: on the first page it stays on that page. */
export function previousPage(current: number): number {
  return Math.max(current - 1, 1);
}

/** The next arrow's page: on the last page it stays on that page. */
export function nextPage(current: number, lastPage: number): number {
  return Math.min(current + 1, Math.max(lastPage, 1));
}

export type PageSlot = number | 'gap';

/**
 * The numbered links to show: the first and last pages, the current page with `siblings` pages
 * either side, and a gap for each run of hidden pages. The number of slots stays the same
 * (2 × siblings + 5) as the visitor moves, so the links do not jump around; a gap never hides a
 * single page (that page is shown instead).
 */
export function pageWindow(current: number, lastPage: number, siblings = 1): PageSlot[] {
  const last = Math.max(lastPage, 1);
  const slots = 2 * siblings + 5;
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (last <= slots) return range(1, last);
  const page = Math.min(Math.max(current, 1), last);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, last);
  const gapLeft = left > 3;
  const gapRight = right < last - 2;
  if (!gapLeft) return [...range(1, slots - 2), 'gap', last];
  if (!gapRight) return [1, 'gap', ...range(last - (slots - 3), last)];
  return [1, 'gap', ...range(left, right), 'gap', last];
}

/** The first and last item numbers (1-based) shown on a page, for "Showing 7–12 of 30". */
export function itemRange(page: number, pageSize: number, itemCount: number): { first: number; last: number } {
  if (itemCount <= 0) return { first: 0, last: 0 };
  const first = (page - 1) * pageSize + 1;
  return { first, last: Math.min(page * pageSize, itemCount) };
}

/**
 * The href of a page link: the current query with `page` set (other parameters, such as tracking
 * ones, are kept) and an optional fragment, e.g. "?utm_source=mail&page=2#events".
 */
export function pageHref(page: number, search = '', hash = ''): string {
  const params = new URLSearchParams(search);
  params.set(PAGE_PARAM, String(page));
  return `?${params.toString()}${hash}`;
}

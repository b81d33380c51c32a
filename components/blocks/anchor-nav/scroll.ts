/**
 * The rules of the in-page anchor navigation (spec 01 §2.11, §4, §9) as pure functions, so they
 * are tested with tables and the client leaf only wires them to the browser.
 */

/** Smooth-scroll duration (§9). */
export const SCROLL_DURATION_MS = 200;
/** A section lands this far below the top of the viewport, clear of the sticky bars (§9). */
const SCROLL_OFFSET_PX = 110;
/** A section is current once its top is within this distance of the scroll position (§4, §9). */
const ACTIVE_THRESHOLD_PX = 200;
/** Below this viewport width the carousel shows one centred item, from it seven (§2.11, §9). */
export const CAROUSEL_BREAKPOINT_PX = 1023;
export const DESKTOP_VISIBLE_ITEMS = 7;
export const MOBILE_VISIBLE_ITEMS = 1;

/**
 * Where to scroll so a section's top sits `offset` px below the viewport top. `sectionTop` is the
 * section's distance from the top of the document; the result stays within what the page can scroll.
 */
export function scrollTarget(sectionTop: number, maxScroll: number, offset: number = SCROLL_OFFSET_PX): number {
  return Math.min(Math.max(sectionTop - offset, 0), Math.max(maxScroll, 0));
}

export interface SectionPosition {
  id: string;
  /** Distance of the section's top from the top of the document, in px. */
  top: number;
}

/**
 * The current section: the last one (in page order) whose top is within `threshold` px of the
 * scroll position, or null above the first. When the page is scrolled to its very end the last
 * section counts as current, because a short last section can never reach the threshold and a
 * visitor who picked it would otherwise see another item highlighted.
 */
export function activeSectionId(
  sections: readonly SectionPosition[],
  scrollY: number,
  options: { threshold?: number; atBottom?: boolean } = {},
): string | null {
  const { threshold = ACTIVE_THRESHOLD_PX, atBottom = false } = options;
  if (atBottom && sections.length > 0) return sections[sections.length - 1]?.id ?? null;
  let current: string | null = null;
  for (const section of sections) {
    if (section.top - scrollY <= threshold) current = section.id;
  }
  return current;
}

/** Ease in and out (cubic): slow start, fast middle, gentle landing; t is clamped to 0..1. */
export function easeInOutCubic(t: number): number {
  const x = Math.min(Math.max(t, 0), 1);
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/** The scroll position `elapsed` ms into a tween from `from` to `to` lasting `duration` ms. */
export function tweenPosition(from: number, to: number, elapsed: number, duration: number = SCROLL_DURATION_MS): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * easeInOutCubic(elapsed / duration);
}

/** How many items the carousel shows at a viewport width. */
export function visibleItemCount(viewportWidth: number): number {
  return viewportWidth < CAROUSEL_BREAKPOINT_PX ? MOBILE_VISIBLE_ITEMS : DESKTOP_VISIBLE_ITEMS;
}

/** The first visible item, kept so the window [start, start + visible) stays inside the list. */
export function clampStart(start: number, count: number, visible: number): number {
  return Math.min(Math.max(start, 0), Math.max(count - visible, 0));
}

/**
 * The window start that shows item `index`: unchanged when it is already visible, otherwise
 * moved just far enough (with one visible item, that item is the window).
 */
export function startShowing(index: number, start: number, count: number, visible: number): number {
  if (index < start) return clampStart(index, count, visible);
  if (index >= start + visible) return clampStart(index - visible + 1, count, visible);
  return clampStart(start, count, visible);
}

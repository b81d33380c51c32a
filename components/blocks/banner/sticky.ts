/**
 * Spec 02 §4 Sticky banner: it gains its fixed style once the page has scrolled past the height
 * of the first section of the main area minus 10 pixels.
 */
const STICKY_OFFSET = 10;

export function stickyThreshold(firstSectionHeight: number): number {
  return firstSectionHeight - STICKY_OFFSET;
}

export function isStuck(scrollY: number, firstSectionHeight: number): boolean {
  return scrollY > stickyThreshold(firstSectionHeight);
}

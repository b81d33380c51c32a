import type { FooterConfigData } from '@/lib/content/model/footer';

/** Spec 01 §9: the marine brand variant's copyright year is fixed. */
export const MARINE_COPYRIGHT_YEAR = 2025;

/**
 * The year in the copyright line: fixed for the marine variant, else the current year.
 *
 * "Current" is the year the page is rendered, and for this static export that is the build. We keep it
 * that way on purpose instead of correcting it in the browser:
 * - a copyright notice names the year the work was published or last revised; a page exported in
 *   December and unchanged since was last revised that year, so the build year is the accurate one;
 * - it costs no JavaScript on every page and cannot flash or mismatch during hydration;
 * - the sites are rebuilt whenever content changes, and a rebuild in January (a scheduled CI run is
 *   enough) moves every page to the new year.
 */
export function copyrightYear(footer: FooterConfigData, now: Date = new Date()): number {
  return footer.type === 'logo' && footer.variant === 'marine' ? MARINE_COPYRIGHT_YEAR : now.getFullYear();
}

export function copyrightLine(year: number, holder: string): string {
  return `© ${year} ${holder}. All rights reserved.`;
}

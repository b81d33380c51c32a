/**
 * The element ids the site derives: the components write them and the content check
 * (lib/content/element-ids.ts) derives the same to refuse a content id that would repeat one. No
 * imports: client components read it, and it adds nothing else to their bundles.
 */

/** The page's <main>: the skip link's target, and where focus goes when the privacy notice closes. */
export const MAIN_CONTENT_ID = 'main-content';
/** The header's menus derive their ids from this prefix ("header-item-0-…", "header-subnav-…"). */
export const HEADER_ID_PREFIX = 'header-';

/** The id of the heading that names a block's section (its aria-labelledby). */
export function headingIdOf(block: { id: string }): string {
  return `${block.id}-heading`;
}

/** The heading of one card of an executive bio set. */
export function bioCardHeadingIdOf(set: { id: string }, bio: { id: string }): string {
  return `${set.id}-${bio.id}`;
}

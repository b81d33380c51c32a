/**
 * Which block of a page owns its h1. It needs the union of every block type, so it lives apart from
 * types.ts: every block imports types.ts, and through the union would depend on every other block.
 */
import type { BlockType } from '@/lib/content/model/blocks';

/** Blocks that never render a heading, so they cannot own the page's h1. */
const HEADINGLESS_TYPES: ReadonlySet<BlockType> = new Set(['alertBanner', 'privacyConsent', 'backLink', 'anchorNav', 'quotes', 'imageLink']);

/**
 * Which block owns the page's single h1. The first block does, unless it renders no heading (an
 * alert banner, a consent notice): then the second block takes it, so an alert above the hero
 * still leaves the page its h1 (spec 02 §4: a content banner among the first two sections is the
 * level-1 heading; the same holds for any block there). Every other block gets h2, so a page
 * never has a second h1.
 */
export function h1OwnerIndex(blocks: readonly { type: BlockType }[]): number {
  const [first, second] = blocks;
  return first && HEADINGLESS_TYPES.has(first.type) && second !== undefined ? 1 : 0;
}

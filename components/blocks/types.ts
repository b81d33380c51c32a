import type { LinkContext } from '@/components/ui/SmartLink';
import type { CrmConfig } from '@/forms/attribution';
import type { CalculatorFramesData } from './calculator/frames';
import type { BlockType } from './schemas';

/** What every block component gets besides its own data. */
export interface BlockContext {
  links: LinkContext;
  /** Position of the block on the page; the first block carries the page's only h1. */
  index: number;
  /**
   * The top heading level RenderBlocks gives this block: 'h1' for the one block that owns the
   * page's h1 (see h1OwnerIndex), 'h2' for the others. Blocks that follow the plain position rule
   * keep using headingFor(index); the content banner reads this, because spec 02 §4 lets it take
   * the h1 from the second position too. Optional so a block rendered on its own (tests) falls
   * back to headingFor(index).
   */
  heading?: HeadingTag;
  /** The site's CRM settings (site.json crm), for lead forms. */
  crm?: CrmConfig;
  /** content/shared/calculator-frames.json, for calculator blocks that embed a frame. */
  calculatorFrames?: CalculatorFramesData;
}

export type HeadingTag = 'h1' | 'h2';

export function headingFor(index: number): HeadingTag {
  return index === 0 ? 'h1' : 'h2';
}

/** Blocks that never render a heading, so they cannot own the page's h1. */
const HEADINGLESS_TYPES: ReadonlySet<BlockType> = new Set(['alertBanner', 'privacyConsent', 'backLink', 'anchorNav', 'quotes', 'imageLink']);

/**
 * Which block owns the page's single h1. The first block does, as headingFor says, unless it
 * renders no heading (an alert banner, a consent notice): then a content banner in second place
 * takes it (spec 02 §4: a content banner among the first two sections is the level-1 heading).
 * Any other second block keeps h2, so a page never gets a second h1.
 */
export function h1OwnerIndex(blocks: readonly { type: BlockType }[]): number {
  const [first, second] = blocks;
  return first && HEADINGLESS_TYPES.has(first.type) && second?.type === 'contentBanner' ? 1 : 0;
}

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
   * page's h1 (see h1OwnerIndex), 'h2' for the others. Blocks read it through headingOf(context).
   * Optional so a block rendered on its own (tests) falls back to headingFor(index).
   */
  heading?: HeadingTag;
  /** The page's route ('/commercial/lending/equipment-finance/'), for forms whose fields depend on it. */
  route?: string;
  /** The site's CRM settings (site.json crm), for lead forms. */
  crm?: CrmConfig;
  /** content/shared/calculator-frames.json, for calculator blocks that embed a frame. */
  calculatorFrames?: CalculatorFramesData;
}

export type HeadingTag = 'h1' | 'h2';

export function headingFor(index: number): HeadingTag {
  return index === 0 ? 'h1' : 'h2';
}

/** The top heading level of a block: the one RenderBlocks gave it, else by position. */
export function headingOf(context: Pick<BlockContext, 'heading' | 'index'>): HeadingTag {
  return context.heading ?? headingFor(context.index);
}

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

import type { LinkContext } from '@/lib/links';
import type { CrmConfig } from '@/forms/attribution';
import type { CalculatorFramesData } from '@/lib/content/model/calculator-frames';

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

import type { LinkContext } from '@/lib/links';
import type { CrmConfig } from '@/forms/attribution';
import type { CalculatorFramesData } from '@/lib/content/model/calculator-frames';

/** What every block component gets besides its own data. */
export interface BlockContext {
  links: LinkContext;
  /** Position of the block on the page: the first blocks load their images eagerly. */
  index: number;
  /**
   * The top heading level RenderBlocks gives this block: 'h1' for the one block that owns the
   * page's h1, 'h2' for the others. Blocks read their levels through blockHeadings(block, context) (see
   * heading.ts). Optional so a block rendered on its own (tests) falls back to its position.
   */
  heading?: 'h1' | 'h2';
  /** The page's route ('/commercial/lending/equipment-finance/'), for forms whose fields depend on it. */
  route?: string;
  /** The site's CRM settings (site.json crm), for lead forms. */
  crm?: CrmConfig;
  /** content/shared/calculator-frames.json, for calculator blocks that embed a frame. */
  calculatorFrames?: CalculatorFramesData;
}

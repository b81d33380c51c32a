import type { LinkContext } from '@/components/ui/SmartLink';
import type { CrmConfig } from '@/forms/attribution';
import type { CalculatorFramesData } from './calculator/frames';

/** What every block component gets besides its own data. */
export interface BlockContext {
  links: LinkContext;
  /** Position of the block on the page; the first block carries the page's only h1. */
  index: number;
  /** The site's CRM settings (site.json crm), for lead forms. */
  crm?: CrmConfig;
  /** content/shared/calculator-frames.json, for calculator blocks that embed a frame. */
  calculatorFrames?: CalculatorFramesData;
}

export type HeadingTag = 'h1' | 'h2';

export function headingFor(index: number): HeadingTag {
  return index === 0 ? 'h1' : 'h2';
}

import type { LinkContext } from '@/components/ui/SmartLink';

/** What every block component gets besides its own data. */
export interface BlockContext {
  links: LinkContext;
  /** Position of the block on the page; the first block carries the page's only h1. */
  index: number;
}

export type HeadingTag = 'h1' | 'h2';

export function headingFor(index: number): HeadingTag {
  return index === 0 ? 'h1' : 'h2';
}

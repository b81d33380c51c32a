import { z } from 'zod';
import { Text, Variant } from '@/lib/content/fields';

/** Spec 01 §3 Page-nav item: the id of a block on the same page and the label of its link. */
const PageNavItem = z.strictObject({
  id: z.string().min(1).meta({ description: 'The id of a block on this page; the link scrolls to it.' }),
  label: Text.meta({ description: 'The link text in the navigation.' }),
});

/** Spec 01 §2.11 in-page anchor navigation. */
export const AnchorNavBlock = z
  .strictObject({
    type: z.literal('anchorNav'),
    id: z.string().min(1),
    label: Text.default('On this page').meta({ description: 'The accessible name of the navigation.' }),
    items: z.array(PageNavItem).min(1).meta({ description: 'The links, in order: each names a block of this page by its id.' }),
    variant: Variant.optional(),
  })
  .meta({
    title: 'In-page anchor navigation',
    description:
      'A bar of links to sections (blocks) of this page: smooth scroll, the current section highlighted, ' +
      'a carousel of 7 items on desktop and 1 below 1023 px.',
  });

export type AnchorNavBlockData = z.infer<typeof AnchorNavBlock>;

interface BlockRef {
  type: string;
  id: string;
}

export interface AnchorProblem {
  path: (string | number)[];
  message: string;
}

/**
 * Page-level checks of anchor navigations: every item must name a block of the same page, and the
 * navigation cannot open the page, since the first block carries the page's only h1.
 */
export function anchorNavProblems(blocks: readonly (BlockRef & { items?: unknown })[]): AnchorProblem[] {
  const ids = new Set(blocks.map((block) => block.id));
  const problems: AnchorProblem[] = [];
  blocks.forEach((block, index) => {
    if (block.type !== 'anchorNav') return;
    if (index === 0) {
      problems.push({ path: ['blocks', 0, 'type'], message: 'An anchor navigation cannot be the first block: the first block carries the page heading' });
    }
    const items = Array.isArray(block.items) ? (block.items as { id?: unknown }[]) : [];
    items.forEach((item, itemIndex) => {
      if (typeof item.id !== 'string') return;
      if (item.id === block.id) {
        problems.push({ path: ['blocks', index, 'items', itemIndex, 'id'], message: 'Points at the navigation itself' });
      } else if (!ids.has(item.id)) {
        problems.push({ path: ['blocks', index, 'items', itemIndex, 'id'], message: `No block with id "${item.id}" on this page` });
      }
    });
  });
  return problems;
}

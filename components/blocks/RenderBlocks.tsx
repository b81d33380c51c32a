import { Fragment } from 'react';
import type { LinkContext } from '@/lib/links';
import type { CrmConfig } from '@/forms/attribution';
import type { CalculatorFramesData } from '@/lib/content/model/calculator-frames';
import { renderBlock } from './registry';
import type { BlockData } from '@/lib/content/model/blocks';
import { h1OwnerIndex } from './heading';

/** Renders a page's blocks in order through the registry (Payload's RenderBlocks pattern). */
export function RenderBlocks({
  blocks,
  route,
  links,
  crm,
  calculatorFrames,
}: {
  blocks: readonly BlockData[];
  /** The page's route, e.g. '/commercial/lending/equipment-finance/'. */
  route?: string;
  links: LinkContext;
  crm?: CrmConfig;
  calculatorFrames?: CalculatorFramesData;
}) {
  // One block owns the page's h1; it is told so through context.heading (see h1OwnerIndex).
  const h1Index = h1OwnerIndex(blocks);
  return (
    <>
      {blocks.map((block, index) => (
        <Fragment key={`${block.type}-${block.id}`}>
          {renderBlock(block, { links, index, heading: index === h1Index ? 'h1' : 'h2', route, crm, calculatorFrames })}
        </Fragment>
      ))}
    </>
  );
}

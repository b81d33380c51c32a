import { Fragment } from 'react';
import type { LinkContext } from '@/components/ui/SmartLink';
import type { CrmConfig } from '@/forms/attribution';
import type { CalculatorFramesData } from './calculator/frames';
import { renderBlock } from './registry';
import type { BlockData } from './schemas';

/** Renders a page's blocks in order through the registry (Payload's RenderBlocks pattern). */
export function RenderBlocks({
  blocks,
  links,
  crm,
  calculatorFrames,
}: {
  blocks: readonly BlockData[];
  links: LinkContext;
  crm?: CrmConfig;
  calculatorFrames?: CalculatorFramesData;
}) {
  return (
    <>
      {blocks.map((block, index) => (
        <Fragment key={`${block.type}-${block.id}`}>{renderBlock(block, { links, index, crm, calculatorFrames })}</Fragment>
      ))}
    </>
  );
}

import type { ReactNode } from 'react';
import { CallToActionRow } from '@/components/ui/CallToActionRow';
import { ContentImage } from '@/components/ui/ContentImage';
import { HydrateWhenVisible } from '@/components/ui/HydrateWhenVisible';
import { Markdown } from '@/components/ui/Markdown';
import { resolveHref } from '@/components/ui/SmartLink';
import { BlockHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import { LazyCalculatorFrame } from './Calculators.lazy';
import { CALCULATORS, isInteractiveCalculator } from './registry';
import { DEFAULT_FRAME_HEIGHT, frameFor } from '@/lib/content/model/calculator-frames';
import type { CalculatorBlockData } from '@/lib/content/model/blocks/calculator';
import styles from './Calculator.module.scss';
// The calculators' fields are the forms/ui family's: their styles belong to the page's own stylesheet,
// as the lead form block's do (a stylesheet only a calculator's chunk imports would be injected as an
// invalid <link rel="stylesheet" as="style">).
import '@/forms/ui/Field.module.scss';

/**
 * The tool a calculator block names: a built-in calculator from the registry, hydrated when the
 * visitor comes near it, or the frame the name maps to. A frame hydrates with the page: it posts its
 * height once, when it loads, and the browser loads a frame well before it scrolls into view.
 */
function tool(block: CalculatorBlockData, context: BlockContext, labelledBy: string | undefined): ReactNode {
  if (isInteractiveCalculator(block.name)) {
    const Tool = CALCULATORS[block.name];
    return (
      <HydrateWhenVisible anchor={block.id}>
        <Tool labelledBy={labelledBy} />
      </HydrateWhenVisible>
    );
  }
  // 'ATM locator' and every other name embed a frame. Content validation has already refused
  // a name the frames map lacks, so reaching here without one is a programming error.
  const frame = context.calculatorFrames ? frameFor(block.name, context.calculatorFrames) : undefined;
  if (!frame) throw new Error(`Calculator block ${block.id}: no frame named "${block.name}" in content/shared/calculator-frames.json`);
  return <LazyCalculatorFrame src={resolveHref(frame.url, context.links)} title={frame.title} height={frame.height ?? DEFAULT_FRAME_HEIGHT} />;
}

/**
 * Spec 02 §2 Calculator block, §3 Calculator: headline, body copy and icon, the tool the block
 * names, its disclosure and marketing tiles. Each interactive tool is its own client chunk.
 */
export function Calculator({ block, context }: { block: CalculatorBlockData; context: BlockContext }) {
  const headingId = block.headline ? headingIdOf(block) : undefined;
  const { heading, child: TileHeading } = blockHeadings(block, context);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId} label={block.name}>
      {block.headline && headingId ? (
        <div className={styles.intro}>
          {block.icon ? <ContentImage image={block.icon} width={48} height={48} className={styles.icon} /> : null}
          <div>
            <BlockHeader as={heading} id={headingId} headline={block.headline} body={block.bodyCopy} links={context.links} classes={styles} />
          </div>
        </div>
      ) : null}
      <div className={styles.tool}>{tool(block, context, headingId)}</div>
      {block.disclosure ? (
        <div className={styles.disclosure}>
          <Markdown links={context.links}>{block.disclosure}</Markdown>
        </div>
      ) : null}
      {block.marketingTiles && block.marketingTiles.length > 0 ? (
        <ul className={styles.tiles}>
          {block.marketingTiles.map((tile) => (
            <li key={tile.id} className={styles.tile}>
              <TileHeading className={styles.tileHeadline}>{tile.headline}</TileHeading>
              {tile.bodyCopy ? <Markdown links={context.links}>{tile.bodyCopy}</Markdown> : null}
              <CallToActionRow items={tile.callToActionRow} links={context.links} />
            </li>
          ))}
        </ul>
      ) : null}
    </BlockSection>
  );
}

import type { ReactNode } from 'react';
import { CallToActionRow } from '@/components/ui/CallToActionRow';
import { ContentImage } from '@/components/ui/ContentImage';
import { HeadlineWithBody } from '@/components/ui/HeadlineWithBody';
import { Markdown } from '@/components/ui/Markdown';
import { resolveHref } from '@/components/ui/SmartLink';
import { BlockSection } from '../BlockSection';
import { type BlockContext, headingOf } from '../types';
import { LazyCalculatorFrame } from './Calculators.lazy';
import { DEFAULT_FRAME_HEIGHT, frameFor } from './frames';
import { CALCULATORS, isInteractiveCalculator } from './registry';
import type { CalculatorBlockData } from './schema';
import styles from './Calculator.module.scss';
// The calculators' fields are the forms/ui family's: their styles belong to the page's own stylesheet,
// as the lead form block's do (a stylesheet only a calculator's chunk imports would be injected as an
// invalid <link rel="stylesheet" as="style">).
import '@/forms/ui/Field.module.scss';

/** The tool a calculator block names: a built-in calculator from the registry, or the frame the name maps to. */
function tool(block: CalculatorBlockData, context: BlockContext, labelledBy: string | undefined): ReactNode {
  if (isInteractiveCalculator(block.name)) {
    const Tool = CALCULATORS[block.name];
    return <Tool labelledBy={labelledBy} />;
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
  const headingId = block.headline ? `${block.id}-heading` : undefined;
  const TileHeading = context.index === 0 ? 'h2' : 'h3';
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId} label={block.name}>
      {block.headline && headingId ? (
        <div className={styles.intro}>
          {block.icon ? <ContentImage image={block.icon} width={48} height={48} className={styles.icon} /> : null}
          <div>
            <HeadlineWithBody
              as={headingOf(context)}
              id={headingId}
              headline={block.headline}
              bodyCopy={block.bodyCopy}
              links={context.links}
              headlineClassName={styles.headline}
              bodyClassName={styles.body}
            />
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

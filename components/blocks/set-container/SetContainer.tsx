import { clsx } from 'clsx';
import { CallToActionRow } from '@/components/ui/CallToActionRow';
import { ContentImage } from '@/components/ui/ContentImage';
import { Markdown } from '@/components/ui/Markdown';
import { AdditionalDetails } from '../AdditionalDetails';
import { BlockHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import { columnCount, type SetContainerBlockData } from '@/lib/content/model/blocks/set-container';
import styles from './SetContainer.module.scss';

const COLUMN_CLASS = { 1: styles.columns1, 2: styles.columns2, 3: styles.columns3, 4: styles.columns4 } as const;

/** Spec 02 §3 Set container: an optional intro, then the cards in one to four columns. */
export function SetContainer({ block, context }: { block: SetContainerBlockData; context: BlockContext }) {
  const headingId = block.headline ? headingIdOf(block) : undefined;
  const { heading, child: CardHeading } = blockHeadings(block, context);
  const columns = columnCount(block.numberOfColumns);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId}>
      {block.headline ? (
        <div className={styles.intro}>
          <BlockHeader
            as={heading}
            id={headingId}
            eyebrow={block.eyebrow}
            headline={block.headline}
            body={block.bodyCopy}
            links={context.links}
            classes={styles}
          />
        </div>
      ) : null}
      <ul className={clsx(styles.grid, COLUMN_CLASS[columns], block.isolate && styles.isolated)} data-columns={columns}>
        {block.items.map((card) => (
          <li key={card.id} className={styles.card}>
            {card.image ? <ContentImage image={card.image} width={384} height={216} fit="cover" className={styles.image} /> : null}
            {card.icon ? <ContentImage image={card.icon} width={48} height={48} className={styles.icon} /> : null}
            <CardHeading className={styles.cardHeadline}>{card.headline}</CardHeading>
            {card.bodyCopy ? (
              <div className={styles.cardBody}>
                <Markdown links={context.links}>{card.bodyCopy}</Markdown>
              </div>
            ) : null}
            <CallToActionRow items={card.callToActionRow} links={context.links} />
          </li>
        ))}
      </ul>
      <AdditionalDetails markdown={block.additionalDetails} links={context.links} className={styles.details} />
    </BlockSection>
  );
}

import { InsightCard } from '@/components/insights/InsightCard';
import { featuredCard } from '@/lib/insights';
import type { InsightCardData } from '@/lib/insights/schema';
import { BlockSection } from '../BlockSection';
import type { FeaturedInsightsBlockData, FeaturedItemData } from '@/lib/content/model/blocks/featured-insights';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import styles from './FeaturedInsights.module.scss';

/** lib/content fills every item that names an article; an unfilled one means it was skipped. */
function toCard(item: FeaturedItemData): InsightCardData {
  const card = featuredCard(item, undefined);
  if (!card) throw new Error(`Featured item ${item.article ?? item.id ?? ''} was not filled from its article: load content through lib/content`);
  return card;
}

/** Spec 02 §2 Featured insights: a headline and a list; the first item is shown large, the rest as a list. */
export function FeaturedInsights({ block, context }: { block: FeaturedInsightsBlockData; context: BlockContext }) {
  const headingId = headingIdOf(block);
  const { heading: Heading, child: cardHeading } = blockHeadings(block, context);
  const [first, ...rest] = block.featured.map(toCard);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId}>
      <Heading id={headingId} className={styles.headline}>
        {block.headline}
      </Heading>
      <div className={styles.layout}>
        {first ? (
          <div className={styles.lead}>
            <InsightCard card={first} links={context.links} heading={cardHeading} size="large" />
          </div>
        ) : null}
        {rest.length > 0 ? (
          <ul className={styles.list}>
            {rest.map((card) => (
              <li key={card.id} className={styles.item}>
                <InsightCard card={card} links={context.links} heading={cardHeading} size="compact" />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </BlockSection>
  );
}

import { InsightCard } from '@/components/insights/InsightCard';
import { SmartLink } from '@/components/ui/SmartLink';
import { LISTING_PAGE_SIZE } from '@/lib/insights';
import { BlockSection } from '../BlockSection';
import { blockHeadings, headingIdOf } from '../heading';
import { LazyPaginatedItems } from '../paginated-list/PaginatedItems.lazy';
import type { BlockContext } from '../types';
import type { InsightsListingBlockData } from '@/lib/content/model/blocks/insights-listing';
import styles from './InsightsListing.module.scss';
// The paginated list's and the pagination's styles belong to the page's own stylesheet: a
// stylesheet only the client leaf's chunk imports is emitted as invalid HTML (see PaginatedList).
import '../paginated-list/PaginatedList.module.scss';
import '@/components/ui/Pagination.module.scss';

/**
 * Spec 02 §2 Insights listing: the section title plus 'Insights', then each group of article cards
 * (newest first) with its 'See More ... Articles' links. A category or subcategory listing pages
 * through its cards with ?page= like the paginated list; a section overview shows a few per category.
 */
export function InsightsListing({ block, context }: { block: InsightsListingBlockData; context: BlockContext }) {
  const { listing } = block;
  if (!listing) throw new Error(`Insights listing ${block.id} was not filled from the articles: load content through lib/content`);
  // The listing's heading, its groups' and its cards', one level apart.
  const { heading: Heading, child: GroupHeading, grandchild: cardHeading } = blockHeadings(block, context);
  const headingId = headingIdOf(block);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {listing.heading}
      </Heading>
      {listing.groups.map((group) => {
        const groupHeadingId = headingIdOf(group);
        const cards = group.cards.map((card) => ({
          id: card.id,
          content: <InsightCard card={card} links={context.links} heading={cardHeading} />,
        }));
        return (
          <section key={group.id} id={group.id} aria-labelledby={groupHeadingId} className={styles.group}>
            <GroupHeading id={groupHeadingId} className={styles.groupHeading}>
              {group.title}
            </GroupHeading>
            {group.paginated ? (
              <LazyPaginatedItems id={group.id} items={cards} pageSize={LISTING_PAGE_SIZE} labelledBy={groupHeadingId} />
            ) : (
              <ul className={styles.list} aria-labelledby={groupHeadingId}>
                {cards.map((card) => (
                  <li key={card.id} className={styles.item}>
                    {card.content}
                  </li>
                ))}
              </ul>
            )}
            {group.moreLinks.length > 0 ? (
              <ul className={styles.more}>
                {group.moreLinks.map((link) => (
                  <li key={link.url}>
                    <SmartLink href={link.url} links={context.links} className={styles.moreLink}>
                      {link.text}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
    </BlockSection>
  );
}

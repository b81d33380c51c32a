import type { HeadingLevel } from '@/components/blocks/heading';
import { ContentImage } from '@/components/ui/ContentImage';
import type { LinkContext } from '@/lib/links';
import { SmartLink } from '@/components/ui/SmartLink';
import type { InsightCardData } from '@/lib/insights/schema';
import { readingTimeText } from './reading-time';
import styles from './InsightCard.module.scss';

/** The size each layout shows a card's image at (16:9), so the element's width and height are set. */
const CARD_IMAGE_SIZES = {
  large: { width: 720, height: 405 },
  standard: { width: 400, height: 225 },
  compact: { width: 160, height: 90 },
} as const;

export type InsightCardSize = keyof typeof CARD_IMAGE_SIZES;

/**
 * Spec 02 §3 Insight article card: image, supertag, title (the link, stretched over the whole card
 * so the card is one target) and reading time. One server component for every insights layout.
 */
export function InsightCard({
  card,
  links,
  heading = 'h3',
  size = 'standard',
}: {
  card: InsightCardData;
  links: LinkContext;
  heading?: HeadingLevel;
  size?: InsightCardSize;
}) {
  const Heading = heading;
  const { width, height } = CARD_IMAGE_SIZES[size];
  return (
    <article className={`${styles.card} ${styles[size]}`}>
      <ContentImage image={card.image} width={width} height={height} fit="cover" className={styles.image} />
      <div className={styles.body}>
        <p className={styles.supertag}>{card.supertag}</p>
        <Heading className={styles.title}>
          <SmartLink href={card.url} links={links} className={styles.link}>
            {card.title}
          </SmartLink>
        </Heading>
        <p className={styles.readingTime}>{readingTimeText(card.readingTime)}</p>
      </div>
    </article>
  );
}

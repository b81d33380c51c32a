import { ContentImage } from '@/components/ui/ContentImage';
import { BlockHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import { STAR_RATINGS, type AwardsListBlockData } from '@/lib/content/model/blocks/awards-list';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import styles from './AwardsList.module.scss';

const STAR_IMAGES: Record<(typeof STAR_RATINGS)[number], string> = {
  '5.0 Stars': '/images/stars/5-0.svg',
  '4.5 Stars': '/images/stars/4-5.svg',
  '4.0 Stars': '/images/stars/4-0.svg',
};

/** The star image for a rating, or null for a rating without one (spec 02 §5: it shows no image). */
export function starImageFor(rating: string | undefined): { src: string; alt: string } | null {
  const known = STAR_RATINGS.find((value) => value === rating?.trim());
  return known ? { src: STAR_IMAGES[known], alt: `${known} rating` } : null;
}

/** Spec 02 §3 Awards list: each award with its source and, for a known rating, its stars. */
export function AwardsList({ block, context }: { block: AwardsListBlockData; context: BlockContext }) {
  const headingId = block.headline ? headingIdOf(block) : undefined;
  const { heading, child: ItemHeading } = blockHeadings(block, context);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId} label="Awards">
      {block.headline ? <BlockHeader as={heading} id={headingId} headline={block.headline} body={block.bodyCopy} links={context.links} intro="center" /> : null}
      <ul className={styles.list}>
        {block.items.map((item) => {
          const stars = starImageFor(item.starRating);
          return (
            <li key={item.id} className={styles.item}>
              {stars ? <ContentImage image={stars} width={120} height={24} className={styles.stars} /> : null}
              <ItemHeading className={styles.name}>{item.awardsName}</ItemHeading>
              <p className={styles.source}>{item.awardsSource}</p>
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}

import { LazyAnchorNavCarousel } from './AnchorNavCarousel.lazy';
import type { AnchorNavBlockData } from '@/lib/content/model/blocks/anchor-nav';
import styles from './AnchorNav.module.scss';

/**
 * Spec 01 §2.11 in-page anchor navigation: a named navigation landmark that sticks to the top of
 * the viewport, holding one #id link per section of the page.
 */
export function AnchorNav({ block }: { block: AnchorNavBlockData }) {
  return (
    <nav id={block.id} aria-label={block.label} className={`variant-${block.variant ?? 'tertiary'} ${styles.nav}`}>
      <div className={styles.inner}>
        <LazyAnchorNavCarousel items={block.items} />
      </div>
    </nav>
  );
}

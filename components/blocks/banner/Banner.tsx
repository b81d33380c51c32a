import { clsx } from 'clsx';
import { CallToActionRow } from '@/components/ui/CallToActionRow';
import { ContentImage } from '@/components/ui/ContentImage';
import { imageUrl } from '@/lib/images/rendition';
import { BlockCopyHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import { BANNER_IMAGE, BANNER_MOBILE_IMAGE, type BannerBlockData } from '@/lib/content/model/blocks/banner';
import { headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import { LazyStickyBanner } from './StickyBanner.lazy';
import styles from './Banner.module.scss';

export type BannerBehaviorKind = 'fixed' | 'sticky' | 'overlap';

/** Spec 02 §3: "Fixed", "Sticky", or any value containing "overlap". */
export function behaviorOf(value: string): BannerBehaviorKind {
  if (value === 'Sticky') return 'sticky';
  if (value.includes('overlap')) return 'overlap';
  return 'fixed';
}

/** Narrow screens: below the md breakpoint of styles/_mixins.scss (768px). */
const MOBILE_MEDIA = '(max-width: 767.98px)';

/** Spec 02 §3 Banner: small, medium or large; image left or right, a mobile image; fixed, sticky or overlapping. */
export function Banner({ block, context }: { block: BannerBlockData; context: BlockContext }) {
  const headingId = headingIdOf(block);
  const behavior = behaviorOf(block.bannerBehavior);
  const size = BANNER_IMAGE[block.bannerSize];
  const content = (
    <div className={clsx(styles.banner, styles[block.bannerSize], block.imagePlacement === 'left' && styles.imageLeft)}>
      <div className={styles.copy}>
        <BlockCopyHeader block={block} context={context} classes={styles} />
        <CallToActionRow items={block.callToActionRow} links={context.links} />
      </div>
      {block.image ? (
        <picture className={styles.media}>
          {block.imageMobileView ? (
            <source
              media={MOBILE_MEDIA}
              srcSet={imageUrl({ src: block.imageMobileView.src, ...BANNER_MOBILE_IMAGE })}
              width={BANNER_MOBILE_IMAGE.width}
              height={BANNER_MOBILE_IMAGE.height}
            />
          ) : null}
          <ContentImage image={block.image} {...size} loading={context.index === 0 ? 'eager' : 'lazy'} className={styles.image} />
        </picture>
      ) : null}
    </div>
  );
  return (
    <BlockSection
      id={block.id}
      variant={block.variant ?? 'secondary'}
      headingId={headingId}
      className={behavior === 'overlap' ? styles.overlap : undefined}
      innerClassName={styles.inner}
    >
      {behavior === 'sticky' ? <LazyStickyBanner>{content}</LazyStickyBanner> : content}
    </BlockSection>
  );
}

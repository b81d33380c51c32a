import { clsx } from 'clsx';
import { CallToActionRow } from '@/components/ui/CallToActionRow';
import { ContentImage } from '@/components/ui/ContentImage';
import { Markdown } from '@/components/ui/Markdown';
import { BlockCopyHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import { HERO_IMAGE, type HeroBlockData } from '@/lib/content/model/blocks/hero';
import { headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import styles from './Hero.module.scss';

/** Spec 02 §3 Hero: the hero image is 604x480 with the copy beside it (right unless placed Left). */
export function Hero({ block, context }: { block: HeroBlockData; context: BlockContext }) {
  const selection = block.isSelectionBanner ? block.selection : undefined;
  // A logout banner confirms the visitor signed out: the message alone, centred, without the image.
  const image = block.bannerType === 'Logout' ? undefined : block.image;
  const classes = clsx(
    block.bannerType === 'Logout' ? styles.logout : block.bannerType === 'Other' && styles.compact,
    image && block.imagePlacement === 'Left' && styles.imageLeft,
  );
  const headingId = headingIdOf(block);
  return (
    <BlockSection
      id={block.id}
      variant={block.variant}
      headingId={headingId}
      className={classes || undefined}
      innerClassName={image ? styles.inner : `${styles.inner} ${styles.textOnly}`}
    >
      <div className={styles.copy}>
        <BlockCopyHeader block={block} context={context} classes={styles} />
        <CallToActionRow items={block.callToActionRow} links={context.links} />
        {selection ? (
          <div className={styles.selection}>
            <p className={styles.selectionHeadline}>{selection.headline}</p>
            {selection.bodyCopy ? <Markdown links={context.links}>{selection.bodyCopy}</Markdown> : null}
            <CallToActionRow items={selection.callToActionRow} links={context.links} />
          </div>
        ) : null}
      </div>
      {image ? (
        <div className={styles.media}>
          <ContentImage image={image} {...HERO_IMAGE} loading={context.index === 0 ? 'eager' : 'lazy'} className={styles.image} />
        </div>
      ) : null}
    </BlockSection>
  );
}

import { CallToActionRow } from '@/components/ui/CallToActionRow';
import { ContentImage } from '@/components/ui/ContentImage';
import { HeadlineWithBody } from '@/components/ui/HeadlineWithBody';
import { Markdown } from '@/components/ui/Markdown';
import { BlockSection } from '../BlockSection';
import { type BlockContext, headingOf } from '../types';
import { HERO_IMAGE, type HeroBlockData } from '@/lib/content/model/blocks/hero';
import styles from './Hero.module.scss';

/** Spec 02 §3 Hero: the hero image is 604x480 with the copy beside it (right unless placed Left). */
export function Hero({ block, context }: { block: HeroBlockData; context: BlockContext }) {
  const selection = block.isSelectionBanner ? block.selection : undefined;
  // A logout banner confirms the visitor signed out: the message alone, centred, without the image.
  const image = block.bannerType === 'Logout' ? undefined : block.image;
  const classes = [
    block.bannerType === 'Logout' ? styles.logout : block.bannerType === 'Other' ? styles.compact : undefined,
    image && block.imagePlacement === 'Left' ? styles.imageLeft : undefined,
  ];
  return (
    <BlockSection
      id={block.id}
      variant={block.variant}
      headingId={`${block.id}-heading`}
      className={classes.filter(Boolean).join(' ') || undefined}
      innerClassName={image ? styles.inner : `${styles.inner} ${styles.textOnly}`}
    >
      <div className={styles.copy}>
        {block.eyebrow ? <p className={styles.eyebrow}>{block.eyebrow}</p> : null}
        <HeadlineWithBody
          as={headingOf(context)}
          id={`${block.id}-heading`}
          headline={block.headline}
          bodyCopy={block.bodyCopy}
          links={context.links}
          headlineClassName={styles.headline}
          bodyClassName={styles.body}
        />
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
          <ContentImage
            image={image}
            {...HERO_IMAGE}
            loading={context.index === 0 ? 'eager' : 'lazy'}
            className={styles.image}
          />
        </div>
      ) : null}
    </BlockSection>
  );
}

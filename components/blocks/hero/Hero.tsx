import { CallToActionRow } from '@/components/ui/CallToActionRow';
import { ContentImage } from '@/components/ui/ContentImage';
import { HeadlineWithBody } from '@/components/ui/HeadlineWithBody';
import { Markdown } from '@/components/ui/Markdown';
import { BlockSection } from '../BlockSection';
import { type BlockContext, headingFor } from '../types';
import { HERO_IMAGE } from './images';
import type { HeroBlockData } from './schema';
import styles from './Hero.module.scss';

/** Spec 02 §3 Hero: the hero image is 604x480 with the copy beside it (right unless placed Left). */
export function Hero({ block, context }: { block: HeroBlockData; context: BlockContext }) {
  const selection = block.isSelectionBanner ? block.selection : undefined;
  return (
    <BlockSection
      id={block.id}
      variant={block.variant}
      headingId={`${block.id}-heading`}
      className={block.imagePlacement === 'Left' ? styles.imageLeft : undefined}
      innerClassName={styles.inner}
    >
      <div className={styles.copy}>
        {block.eyebrow ? <p className={styles.eyebrow}>{block.eyebrow}</p> : null}
        <HeadlineWithBody
          as={headingFor(context.index)}
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
      {block.image ? (
        <div className={styles.media}>
          <ContentImage
            image={block.image}
            {...HERO_IMAGE}
            loading={context.index === 0 ? 'eager' : 'lazy'}
            className={styles.image}
          />
        </div>
      ) : null}
    </BlockSection>
  );
}

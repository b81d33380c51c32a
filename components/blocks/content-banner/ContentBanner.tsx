import { CallToActionRow } from '@/components/ui/CallToActionRow';
import { ContentImage } from '@/components/ui/ContentImage';
import { Markdown } from '@/components/ui/Markdown';
import { BlockSection } from '../BlockSection';
import { type BlockContext, headingOf } from '../types';
import type { ContentBannerBlockData } from '@/lib/content/model/blocks/content-banner';
import styles from './ContentBanner.module.scss';

type Level = 'h1' | 'h2' | 'h3';

/**
 * Spec 02 §4: the eyebrow (or, without one, the headline) is the banner's heading, level 1 when
 * the banner owns the page's h1 (RenderBlocks decides: the first two sections), otherwise level 2;
 * under an eyebrow heading the headline is one level lower.
 */
export function contentBannerLevels(block: Pick<ContentBannerBlockData, 'eyebrow'>, context: BlockContext): { eyebrow?: Level; headline: Level } {
  const top = headingOf(context);
  if (!block.eyebrow) return { headline: top };
  return { eyebrow: top, headline: top === 'h1' ? 'h2' : 'h3' };
}

/** Spec 02 §3 Content banner: a centred icon, eyebrow, headline, copy and call-to-action row. */
export function ContentBanner({ block, context }: { block: ContentBannerBlockData; context: BlockContext }) {
  const levels = contentBannerLevels(block, context);
  const Eyebrow = levels.eyebrow;
  const Headline = levels.headline;
  const headingId = `${block.id}-heading`;
  const large = block.bannerSize.trim().toLowerCase() === 'large';
  return (
    <BlockSection
      id={block.id}
      variant={block.variant ?? 'primary'}
      headingId={headingId}
      className={large ? styles.large : styles.compact}
      innerClassName={styles.inner}
    >
      {block.icon ? <ContentImage image={block.icon} width={64} height={64} className={styles.icon} loading={context.index < 2 ? 'eager' : 'lazy'} /> : null}
      {Eyebrow ? (
        <Eyebrow id={headingId} className={styles.eyebrow}>
          {block.eyebrow}
        </Eyebrow>
      ) : null}
      <Headline id={Eyebrow ? undefined : headingId} className={styles.headline}>
        {block.headline}
      </Headline>
      {block.bodyCopy ? (
        <div className={styles.body}>
          <Markdown links={context.links}>{block.bodyCopy}</Markdown>
        </div>
      ) : null}
      <div className={styles.actions}>
        <CallToActionRow items={block.callToActionRow} links={context.links} />
      </div>
    </BlockSection>
  );
}

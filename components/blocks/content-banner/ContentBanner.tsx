import { CallToActionRow } from '@/components/ui/CallToActionRow';
import { ContentImage } from '@/components/ui/ContentImage';
import { BlockHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import type { ContentBannerBlockData } from '@/lib/content/model/blocks/content-banner';
import { blockHeadings, type HeadingLevel, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import styles from './ContentBanner.module.scss';

/**
 * Spec 02 §4: the eyebrow (or, without one, the headline) is the banner's heading, level 1 when
 * the banner owns the page's h1 (RenderBlocks decides), otherwise level 2; under an eyebrow
 * heading the headline is one level lower, as every nested heading is.
 */
function contentBannerLevels(block: ContentBannerBlockData, context: BlockContext): { eyebrow?: HeadingLevel; headline: HeadingLevel } {
  const { heading, child } = blockHeadings(block, context);
  return block.eyebrow ? { eyebrow: heading, headline: child } : { headline: heading };
}

/** Spec 02 §3 Content banner: a centred icon, eyebrow, headline, copy and call-to-action row. */
export function ContentBanner({ block, context }: { block: ContentBannerBlockData; context: BlockContext }) {
  const levels = contentBannerLevels(block, context);
  const Eyebrow = levels.eyebrow;
  const Headline = levels.headline;
  const headingId = headingIdOf(block);
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
      <BlockHeader as={Headline} id={Eyebrow ? undefined : headingId} headline={block.headline} body={block.bodyCopy} links={context.links} classes={styles} />
      <div className={styles.actions}>
        <CallToActionRow items={block.callToActionRow} links={context.links} />
      </div>
    </BlockSection>
  );
}

import { BlockIntro, introHeadingId } from '../BlockIntro';
import { BlockSection } from '../BlockSection';
import type { BlockContext } from '../types';
import { playerFor } from '@/lib/video/player';
import type { VideoEmbedBlockData } from '@/lib/content/model/blocks/video-embed';
import { LazyVideoFacade } from './VideoFacade.lazy';
import styles from './VideoEmbed.module.scss';

/** Spec 01 §2.11 video embed script loader: a headline, copy and the video facade. */
export function VideoEmbed({ block, context }: { block: VideoEmbedBlockData; context: BlockContext }) {
  const headingId = introHeadingId(block);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId} label={block.title} innerClassName={styles.inner}>
      <BlockIntro block={block} context={context} />
      <div className={styles.media}>
        <LazyVideoFacade title={block.title} posterSrc={block.poster.src} player={playerFor(block.video)} />
      </div>
    </BlockSection>
  );
}

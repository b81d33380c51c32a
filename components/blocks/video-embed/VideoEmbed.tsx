import { BlockHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import { playerFor } from '@/lib/video/player';
import type { VideoEmbedBlockData } from '@/lib/content/model/blocks/video-embed';
import { LazyVideoFacade } from './VideoFacade.lazy';
import styles from './VideoEmbed.module.scss';

/** Spec 01 §2.11 video embed script loader: a headline, copy and the video facade. */
export function VideoEmbed({ block, context }: { block: VideoEmbedBlockData; context: BlockContext }) {
  const headingId = block.headline ? headingIdOf(block) : undefined;
  const { heading } = blockHeadings(block, context);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId} label={block.title} innerClassName={styles.inner}>
      {block.headline ? <BlockHeader as={heading} id={headingId} headline={block.headline} body={block.bodyCopy} links={context.links} intro="center" /> : null}
      <div className={styles.media}>
        <LazyVideoFacade title={block.title} posterSrc={block.poster.src} player={playerFor(block.video)} />
      </div>
    </BlockSection>
  );
}

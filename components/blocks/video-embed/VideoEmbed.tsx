import { HeadlineWithBody } from '@/components/ui/HeadlineWithBody';
import { BlockSection } from '../BlockSection';
import { type BlockContext, headingFor } from '../types';
import { playerFor } from './player';
import type { VideoEmbedBlockData } from './schema';
import { LazyVideoFacade } from './VideoFacade.lazy';
import styles from './VideoEmbed.module.scss';

/** Spec 01 §2.11 video embed script loader: a headline, copy and the video facade. */
export function VideoEmbed({ block, context }: { block: VideoEmbedBlockData; context: BlockContext }) {
  const headingId = block.headline ? `${block.id}-heading` : undefined;
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId} label={block.title} innerClassName={styles.inner}>
      {block.headline && headingId ? (
        <div className={styles.copy}>
          <HeadlineWithBody
            as={headingFor(context.index)}
            id={headingId}
            headline={block.headline}
            bodyCopy={block.bodyCopy}
            links={context.links}
            headlineClassName={styles.headline}
            bodyClassName={styles.body}
          />
        </div>
      ) : null}
      <div className={styles.media}>
        <LazyVideoFacade title={block.title} posterSrc={block.poster.src} player={playerFor(block.video)} />
      </div>
    </BlockSection>
  );
}

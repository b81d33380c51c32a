import { clsx } from 'clsx';
import { ContentStyle, idSelector } from '@/components/ui/ContentStyle';
import { Markdown } from '@/components/ui/Markdown';
import { imageUrl } from '@/lib/images/rendition';
import { BlockSection } from '../BlockSection';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import { LazyVideoFacade } from '../video-embed/VideoFacade.lazy';
// The facade's stylesheet, emitted by this server component too so its <link> is valid HTML.
import '../video-embed/VideoEmbed.module.scss';
import { VIDEO_THUMBNAIL, type VideoTilesBlockData } from '@/lib/content/model/blocks/video-tiles';
import { gridLayout, thumbnailSrc, tileAnchor, tilePlayer } from '@/lib/video/tiles';
import { LazyTranscriptToggle } from './TranscriptToggle.lazy';
import styles from './VideoTiles.module.scss';

/** Spec 02 §3 Video tiles: a grid of video facades, each with its title, description and transcript. */
export function VideoTiles({ block, context }: { block: VideoTilesBlockData; context: BlockContext }) {
  const headingId = block.title ? headingIdOf(block) : undefined;
  const { heading: Heading, child: TileHeading } = blockHeadings(block, context);
  const layout = gridLayout(block.videoTiles.length);
  return (
    <BlockSection id={block.id} variant={block.backgroundColor ?? 'tertiary'} headingId={headingId} label="Videos">
      {/* Each tile's widest player size, as rules (a style="" attribute would be refused by the page's policy). */}
      <ContentStyle
        name={`video-tiles-${block.id}`}
        css={block.videoTiles.map((tile) => `${idSelector(tileAnchor(tile))}>.${styles.player}{max-width:${tile.maxWidth}}`).join('\n')}
      />
      {block.title ? (
        <Heading id={headingId} className={styles.title}>
          {block.title}
        </Heading>
      ) : null}
      <ul className={clsx(styles.grid, layout === 'thirds' ? styles.thirds : styles.halves)}>
        {block.videoTiles.map((tile) => {
          const src = thumbnailSrc(tile);
          return (
            <li key={tile.id} id={tileAnchor(tile)} className={`variant-${block.variant ?? block.backgroundColor ?? 'tertiary'} ${styles.tile}`}>
              <TileHeading className={styles.tileTitle}>{tile.title}</TileHeading>
              <div className={styles.player}>
                <LazyVideoFacade title={tile.title} posterSrc={imageUrl({ src, ...VIDEO_THUMBNAIL })} player={tilePlayer(tile)} />
              </div>
              {tile.description ? (
                <div className={styles.description}>
                  <Markdown links={context.links}>{tile.description}</Markdown>
                </div>
              ) : null}
              {tile.transcript ? (
                <LazyTranscriptToggle>
                  <Markdown links={context.links}>{tile.transcript}</Markdown>
                </LazyTranscriptToggle>
              ) : null}
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}

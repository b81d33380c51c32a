import type { ReactNode } from 'react';
import { SmartLink } from '@/components/ui/SmartLink';
import { publicFileOf } from '@/lib/links';
import { AdditionalDetails } from '../AdditionalDetails';
import { BlockHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import type { DownloadTilesBlockData } from '@/lib/content/model/blocks/download-tiles';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import styles from './DownloadTiles.module.scss';

/**
 * A document in public/ is served by this site, so its link gets the download attribute (browsers
 * ignore it across origins anyway) and keeps its path as written: routes get a trailing slash, files
 * must not. Any other document (another company site, a URL) is an ordinary content link.
 */
function DocumentLink({ url, className, children, links }: { url: string; className: string | undefined; children: ReactNode; links: BlockContext['links'] }) {
  const file = publicFileOf(url);
  if (file !== null) {
    return (
      <a href={`/${file}`} download className={className}>
        {children}
      </a>
    );
  }
  return (
    <SmartLink href={url} links={links} className={className}>
      {children}
    </SmartLink>
  );
}

/** Spec 02 §3 Download tiles: each document is a tile named by its display name, with its action. */
export function DownloadTiles({ block, context }: { block: DownloadTilesBlockData; context: BlockContext }) {
  const headingId = block.titleText ? headingIdOf(block) : undefined;
  const { heading, child: TileHeading } = blockHeadings(block, context);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'secondary'} headingId={headingId} label="Downloads">
      {block.titleText ? (
        <BlockHeader as={heading} id={headingId} headline={block.titleText} body={block.description} links={context.links} intro="start" />
      ) : null}
      <ul className={styles.grid}>
        {block.downloadTiles.map((tile) => (
          <li key={tile.id} className={styles.tile}>
            <span className={styles.icon} aria-hidden="true" />
            <TileHeading className={styles.name}>{tile.displayName}</TileHeading>
            <DocumentLink url={tile.url} links={context.links} className={styles.action}>
              {/* "Download" alone would not say which document; the name completes the link's name. */}
              {tile.action} <span className={styles.hidden}>{tile.displayName}</span>
            </DocumentLink>
          </li>
        ))}
      </ul>
      <AdditionalDetails markdown={block.additionalDetails} links={context.links} className={styles.details} />
    </BlockSection>
  );
}

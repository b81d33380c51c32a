import { SmartLink } from '@/components/ui/SmartLink';
import { BlockHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import { LazyPaginatedItems } from './PaginatedItems.lazy';
import type { PaginatedListBlockData } from '@/lib/content/model/blocks/paginated-list';
import styles from './PaginatedList.module.scss';
// The pagination's styles belong to the page's own stylesheet: a stylesheet only the client leaf's
// chunk imports is injected as <link rel="stylesheet" as="style">, which is not valid HTML.
import '@/components/ui/Pagination.module.scss';

/**
 * Spec 01 §2.11 pagination: the cards are rendered here, on the server, and the client leaf shows
 * the page that ?page= asks for.
 */
export function PaginatedList({ block, context }: { block: PaginatedListBlockData; context: BlockContext }) {
  const headingId = block.headline ? headingIdOf(block) : undefined;
  const { heading, child: TitleHeading } = blockHeadings(block, context);
  const items = block.items.map((item) => ({
    id: item.id,
    content: (
      <article className={styles.card}>
        {item.eyebrow ? <p className={styles.eyebrow}>{item.eyebrow}</p> : null}
        <TitleHeading className={styles.title}>
          <SmartLink href={item.targetUrl} links={context.links} className={styles.titleLink}>
            {item.title}
          </SmartLink>
        </TitleHeading>
        {item.description ? <p className={styles.description}>{item.description}</p> : null}
      </article>
    ),
  }));
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId} label="List">
      {block.headline ? <BlockHeader as={heading} id={headingId} headline={block.headline} body={block.bodyCopy} links={context.links} intro="start" /> : null}
      <LazyPaginatedItems id={block.id} items={items} pageSize={block.pageSize} labelledBy={headingId} />
    </BlockSection>
  );
}

import { BlockHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import type { HeadlineBlockData } from '@/lib/content/model/blocks/headline';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import styles from './Headline.module.scss';

/** Spec 01 §2.11 headline with body copy. */
export function Headline({ block, context }: { block: HeadlineBlockData; context: BlockContext }) {
  const headingId = headingIdOf(block);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId} width="narrow" innerClassName={styles.inner}>
      <BlockHeader
        as={blockHeadings(block, context).heading}
        id={headingId}
        headline={block.headline}
        body={block.bodyCopy}
        links={context.links}
        classes={styles}
      />
    </BlockSection>
  );
}

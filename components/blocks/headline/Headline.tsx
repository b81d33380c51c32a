import { BlockCopyHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import type { HeadlineBlockData } from '@/lib/content/model/blocks/headline';
import { headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import styles from './Headline.module.scss';

/** Spec 01 §2.11 headline with body copy. */
export function Headline({ block, context }: { block: HeadlineBlockData; context: BlockContext }) {
  const headingId = headingIdOf(block);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId} width="narrow" innerClassName={styles.inner}>
      <BlockCopyHeader block={block} context={context} classes={styles} />
    </BlockSection>
  );
}

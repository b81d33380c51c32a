import { HeadlineWithBody } from '@/components/ui/HeadlineWithBody';
import { BlockSection } from '../BlockSection';
import { type BlockContext, headingOf } from '../types';
import type { HeadlineBlockData } from '@/lib/content/model/blocks/headline';
import styles from './Headline.module.scss';

/** Spec 01 §2.11 headline with body copy. */
export function Headline({ block, context }: { block: HeadlineBlockData; context: BlockContext }) {
  const headingId = `${block.id}-heading`;
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId} width="narrow" innerClassName={styles.inner}>
      <HeadlineWithBody
        as={headingOf(context)}
        id={headingId}
        headline={block.headline}
        bodyCopy={block.bodyCopy}
        links={context.links}
        headlineClassName={styles.headline}
        bodyClassName={styles.body}
      />
    </BlockSection>
  );
}

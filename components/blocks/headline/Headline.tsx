import { Markdown } from '@/components/ui/Markdown';
import { type BlockContext, headingFor } from '../types';
import type { HeadlineBlockData } from './schema';
import styles from './Headline.module.scss';

/** Spec 01 §2.11 headline with body copy. */
export function Headline({ block, context }: { block: HeadlineBlockData; context: BlockContext }) {
  const Heading = headingFor(context.index);
  return (
    <section
      id={block.id}
      aria-labelledby={`${block.id}-heading`}
      className={`variant-${block.variant ?? 'tertiary'} ${styles.section}`}
    >
      <div className={styles.inner}>
        <Heading id={`${block.id}-heading`} className={styles.headline}>
          {block.headline}
        </Heading>
        {block.bodyCopy ? (
          <div className={styles.body}>
            <Markdown links={context.links}>{block.bodyCopy}</Markdown>
          </div>
        ) : null}
      </div>
    </section>
  );
}

import { Markdown } from '@/components/ui/Markdown';
import type { BlockContext } from '../types';
import type { RichTextBlockData } from './schema';
import styles from './RichText.module.scss';

export function RichText({ block, context }: { block: RichTextBlockData; context: BlockContext }) {
  return (
    <section id={block.id} className={`variant-${block.variant ?? 'tertiary'} ${styles.section}`}>
      <div className={`${styles.inner} prose`}>
        <Markdown links={context.links}>{block.markdown}</Markdown>
      </div>
    </section>
  );
}

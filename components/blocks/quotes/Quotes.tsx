import { BlockSection } from '../BlockSection';
import type { BlockContext } from '../types';
import type { QuotesBlockData } from '@/lib/content/model/blocks/quotes';
import styles from './Quotes.module.scss';

/** Spec 02 §3 Quote: a figure whose blockquote is the quote and whose caption names the author. */
export function Quotes({ block }: { block: QuotesBlockData; context: BlockContext }) {
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'secondary'} label={block.author ? `Quote from ${block.author}` : 'Quote'} width="narrow">
      <figure className={styles.figure}>
        <blockquote className={styles.quote}>
          <p>{block.quote}</p>
        </blockquote>
        {block.author ? <figcaption className={styles.author}>{block.author}</figcaption> : null}
      </figure>
    </BlockSection>
  );
}

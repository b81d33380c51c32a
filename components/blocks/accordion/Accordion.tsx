import { Markdown } from '@/components/ui/Markdown';
import { type BlockContext, headingFor } from '../types';
import { LazyAccordionItems } from './AccordionItems.lazy';
import type { AccordionBlockData } from './schema';
import styles from './Accordion.module.scss';

/** Server part of the accordion: renders each body's Markdown, then hands the items to the client leaf. */
export function Accordion({ block, context }: { block: AccordionBlockData; context: BlockContext }) {
  const Heading = headingFor(context.index);
  const items = block.items.map((item) => ({
    id: item.id,
    title: item.title,
    expanded: item.expanded,
    content: <Markdown links={context.links}>{item.body}</Markdown>,
  }));
  return (
    <section
      id={block.id}
      aria-labelledby={block.headline ? `${block.id}-heading` : undefined}
      aria-label={block.headline ? undefined : 'Frequently asked questions'}
      className={`variant-${block.variant ?? 'tertiary'} ${styles.section}`}
    >
      <div className={styles.inner}>
        {block.headline ? (
          <Heading id={`${block.id}-heading`} className={styles.headline}>
            {block.headline}
          </Heading>
        ) : null}
        <LazyAccordionItems items={items} />
      </div>
    </section>
  );
}

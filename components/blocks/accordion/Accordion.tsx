import { Markdown } from '@/components/ui/Markdown';
import { BlockSection } from '../BlockSection';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import { LazyAccordionItems } from './AccordionItems.lazy';
import type { AccordionBlockData } from '@/lib/content/model/blocks/accordion';
import styles from './Accordion.module.scss';

/** Server part of the accordion: renders each body's Markdown, then hands the items to the client leaf. */
export function Accordion({ block, context }: { block: AccordionBlockData; context: BlockContext }) {
  const items = block.items.map((item) => ({
    id: item.id,
    title: item.title,
    expanded: item.expanded,
    content: <Markdown links={context.links}>{item.body}</Markdown>,
  }));
  const headingId = block.headline ? headingIdOf(block) : undefined;
  const { heading: Heading, child: itemHeading } = blockHeadings(block, context);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId} label="Frequently asked questions" width="narrow">
      {block.headline ? (
        <Heading id={headingId} className={styles.headline}>
          {block.headline}
        </Heading>
      ) : null}
      <LazyAccordionItems items={items} heading={itemHeading} />
    </BlockSection>
  );
}

'use client';

import { type ReactNode, useId, useState } from 'react';
import type { HeadingLevel } from '../heading';
import styles from './Accordion.module.scss';

export interface AccordionItemView {
  id: string;
  title: string;
  expanded: boolean;
  /** The item's body, already rendered on the server (Markdown never ships to the browser). */
  content: ReactNode;
}

/**
 * The interactive part of the accordion (WAI-ARIA accordion pattern): every item keeps its own
 * open state, starting from its `expanded` flag, and its header button toggles it.
 */
export function AccordionItems({ items, heading }: { items: readonly AccordionItemView[]; heading: HeadingLevel }) {
  return (
    <div className={styles.items}>
      {items.map((item) => (
        <AccordionItem key={item.id} item={item} heading={heading} />
      ))}
    </div>
  );
}

/** Each item's header is a heading (at the level the block gives it) holding the toggle button. */
function AccordionItem({ item, heading: Heading }: { item: AccordionItemView; heading: HeadingLevel }) {
  const [open, setOpen] = useState(item.expanded);
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const panelId = `${baseId}-panel`;
  return (
    <div className={styles.item}>
      <Heading className={styles.heading}>
        <button type="button" id={buttonId} className={styles.trigger} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          <span>{item.title}</span>
          <span className={styles.icon} aria-hidden="true" />
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
        {item.content}
      </div>
    </div>
  );
}

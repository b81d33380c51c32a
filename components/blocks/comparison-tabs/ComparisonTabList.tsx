'use client';

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { tabForKey } from './tabs';
import styles from './ComparisonTabs.module.scss';

export interface TabView {
  label: string;
  /** The panel, already rendered on the server. */
  panel: ReactNode;
}

/**
 * The interactive part of the comparison tabs (WAI-ARIA tabs pattern, automatic activation): the
 * active tab is the only one in the tab order, arrow keys, Home and End move between tabs, and
 * every panel is in the HTML (the inactive ones hidden), so all of it is crawlable.
 */
export function ComparisonTabList({ label, tabs }: { label: string; tabs: readonly TabView[] }) {
  const [active, setActive] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabForKey(event.key, active, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={index}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          tabIndex={0}
          hidden={index !== active}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

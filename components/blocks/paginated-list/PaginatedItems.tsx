'use client';

import { type MouseEvent, type ReactNode, useCallback, useRef, useSyncExternalStore } from 'react';
import { Pagination } from '@/components/ui/Pagination';
import { clampPage, itemRange, PAGE_PARAM, pageCount, pageHref } from '@/components/ui/pagination';
import styles from './PaginatedList.module.scss';

export interface PaginatedItemView {
  id: string;
  /** The card, already rendered on the server. */
  content: ReactNode;
}

/** pushState fires no event of its own; the list announces its own navigations with this one. */
const NAVIGATE_EVENT = 'paginatedlist:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

const browserSearch = () => window.location.search;
/** The static export has no query: its HTML (and the hydration render) shows page 1. */
const serverSearch = () => '';

/**
 * The client leaf of the paginated list: reads ?page= (bad values land on a valid page), shows
 * that page's cards and the page links. A plain click on a page link changes the page in place
 * (pushState, so Back returns to the previous page) and moves focus to the list; every link is a
 * real ?page=N#id URL, so it also works opened in a new tab or shared.
 */
export function PaginatedItems({
  id,
  items,
  pageSize,
  labelledBy,
}: {
  id: string;
  items: readonly PaginatedItemView[];
  pageSize: number;
  labelledBy?: string;
}) {
  const search = useSyncExternalStore(subscribe, browserSearch, serverSearch);
  const list = useRef<HTMLUListElement>(null);
  const last = pageCount(items.length, pageSize);
  const page = clampPage(new URLSearchParams(search).get(PAGE_PARAM), last);
  const shown = items.slice((page - 1) * pageSize, page * pageSize);
  const range = itemRange(page, pageSize, items.length);
  const hrefFor = useCallback((target: number) => pageHref(target, search, `#${id}`), [search, id]);

  const navigate = (target: number, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.history.pushState(window.history.state, '', hrefFor(target));
    window.dispatchEvent(new Event(NAVIGATE_EVENT));
    const element = list.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    if (element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <ul ref={list} className={styles.list} tabIndex={-1} aria-labelledby={labelledBy}>
        {shown.map((item) => (
          <li key={item.id} className={styles.item}>
            {item.content}
          </li>
        ))}
      </ul>
      <p className={styles.status} aria-live="polite">
        {last > 1 ? `Showing ${range.first}–${range.last} of ${items.length}` : null}
      </p>
      <Pagination current={page} last={last} hrefFor={hrefFor} onNavigate={navigate} />
    </>
  );
}

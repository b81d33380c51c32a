import type { MouseEvent } from 'react';
import { nextPage, pageWindow, previousPage } from './pagination';
import styles from './Pagination.module.scss';

export interface PaginationProps {
  /** The page shown, already clamped to 1..last (see clampPage). */
  current: number;
  last: number;
  /** The href of a page's link, e.g. page => pageHref(page, search). */
  hrefFor: (page: number) => string;
  /**
   * Called on a plain click of a link to another page (not on modified clicks, which open the
   * href in a new tab or window). Without it the links simply navigate, as on a server render.
   */
  onNavigate?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
  label?: string;
  className?: string;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Numbered page links with previous and next arrows (spec 01 §2.11). At the ends an arrow stays
 * on the same page: it links to the current page and is marked aria-disabled. Works as a server
 * component (plain links) and inside a client component (pass onNavigate). Renders nothing for
 * a single page.
 */
export function Pagination({ current, last, hrefFor, onNavigate, label = 'Pagination', className }: PaginationProps) {
  if (last <= 1) return null;
  const handle = (page: number) =>
    onNavigate
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          if (!isPlainClick(event)) return;
          if (page === current) {
            event.preventDefault();
            return;
          }
          onNavigate(page, event);
        }
      : undefined;

  const arrow = (direction: 'previous' | 'next') => {
    const page = direction === 'previous' ? previousPage(current) : nextPage(current, last);
    const atEnd = page === current;
    return (
      <li>
        <a href={hrefFor(page)} className={`${styles.link} ${styles.arrow}`} aria-disabled={atEnd ? 'true' : undefined} onClick={handle(page)}>
          <span className={`${styles.chevron} ${direction === 'previous' ? styles.chevronPrevious : styles.chevronNext}`} aria-hidden="true" />
          <span className="visually-hidden">{direction === 'previous' ? 'Previous page' : 'Next page'}</span>
        </a>
      </li>
    );
  };

  // Not clsx: a client leaf's chunk would carry its own copy (+170 bytes gzipped on each page showing it, npm run bench).
  return (
    <nav aria-label={label} className={[styles.pagination, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {arrow('previous')}
        {pageWindow(current, last).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <a
                href={hrefFor(slot)}
                className={styles.link}
                aria-label={`Page ${slot}`}
                aria-current={slot === current ? 'page' : undefined}
                onClick={handle(slot)}
              >
                {slot}
              </a>
            </li>
          ),
        )}
        {arrow('next')}
      </ul>
    </nav>
  );
}

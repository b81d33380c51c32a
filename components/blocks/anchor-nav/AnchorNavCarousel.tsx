'use client';

import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  activeSectionId,
  CAROUSEL_BREAKPOINT_PX,
  clampStart,
  DESKTOP_VISIBLE_ITEMS,
  MOBILE_VISIBLE_ITEMS,
  type SectionPosition,
  SCROLL_DURATION_MS,
  scrollTarget,
  startShowing,
  tweenPosition,
} from './scroll';
import styles from './AnchorNav.module.scss';

export interface AnchorNavItemView {
  id: string;
  label: string;
}

const DESKTOP_QUERY = `(min-width: ${CAROUSEL_BREAKPOINT_PX}px)`;
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Document positions of the sections the items point at, in the items' order. */
function sectionPositions(items: readonly AnchorNavItemView[]): SectionPosition[] {
  const positions: SectionPosition[] = [];
  for (const item of items) {
    const element = document.getElementById(item.id);
    if (element) positions.push({ id: item.id, top: element.getBoundingClientRect().top + window.scrollY });
  }
  return positions;
}

function maxScroll(): number {
  return document.documentElement.scrollHeight - window.innerHeight;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The interactive part of the anchor navigation. The server-rendered HTML (this component's first
 * render) is a plain list of #id links that scrolls sideways and works without JavaScript. Once
 * mounted it becomes a carousel of 7 items (1 centred item below 1023 px) with previous and next
 * buttons when the items overflow, scrolls smoothly to a section (or jumps when the visitor
 * prefers reduced motion), and marks the link of the section in view with aria-current.
 */
export function AnchorNavCarousel({ items }: { items: readonly AnchorNavItemView[] }) {
  const [enhanced, setEnhanced] = useState(false);
  const [visible, setVisible] = useState(DESKTOP_VISIBLE_ITEMS);
  const [start, setStart] = useState(0);
  const [activeId, setActiveId] = useState<string | null>(null);
  const tween = useRef<number | null>(null);

  const count = items.length;
  const overflows = enhanced && count > visible;
  const firstShown = enhanced ? clampStart(start, count, visible) : 0;

  // The window follows the viewport width (the same breakpoint as the stylesheet).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the static HTML shows every link; the carousel takes over only once hydrated, so the first render matches it
    setEnhanced(true);
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const update = () => setVisible(query.matches ? DESKTOP_VISIBLE_ITEMS : MOBILE_VISIBLE_ITEMS);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  // The current section follows the scroll position, measured at most once per frame.
  useEffect(() => {
    let frame: number | null = null;
    const measure = () => {
      frame = null;
      const atBottom = window.scrollY > 0 && window.scrollY >= maxScroll() - 1;
      setActiveId(activeSectionId(sectionPositions(items), window.scrollY, { atBottom }));
    };
    const schedule = () => {
      if (frame === null) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== null) window.cancelAnimationFrame(frame);
    };
  }, [items]);

  // Keep the current section's link in the window (on mobile it becomes the centred item).
  useEffect(() => {
    const index = items.findIndex((item) => item.id === activeId);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the window moves when the active section changes; the visitor's own paging between changes stands
    if (index >= 0) setStart((current) => startShowing(index, current, count, visible));
  }, [activeId, items, count, visible]);

  useEffect(
    () => () => {
      if (tween.current !== null) window.cancelAnimationFrame(tween.current);
    },
    [],
  );

  const scrollToSection = useCallback((event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id);
    if (!section || !isPlainClick(event)) return;
    event.preventDefault();
    if (tween.current !== null) window.cancelAnimationFrame(tween.current);
    const to = scrollTarget(section.getBoundingClientRect().top + window.scrollY, maxScroll());
    if (matches(REDUCED_MOTION_QUERY)) {
      window.scrollTo(0, to);
    } else {
      const from = window.scrollY;
      let began: number | null = null;
      const step = (now: number) => {
        began ??= now;
        const elapsed = now - began;
        window.scrollTo(0, tweenPosition(from, to, elapsed, SCROLL_DURATION_MS));
        tween.current = elapsed < SCROLL_DURATION_MS ? window.requestAnimationFrame(step) : null;
      };
      tween.current = window.requestAnimationFrame(step);
    }
    window.history.pushState(window.history.state, '', `#${id}`);
    // Move focus with the view, as a skip link does, so the next Tab continues in that section.
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
  }, []);

  const move = (by: number) => setStart((current) => clampStart(clampStart(current, count, visible) + by, count, visible));
  const columns = Math.min(count, visible);

  return (
    <div className={enhanced ? `${styles.carousel} ${styles.enhanced}` : styles.carousel}>
      {overflows ? (
        <button
          type="button"
          className={styles.arrow}
          aria-label="Show previous sections"
          disabled={firstShown === 0}
          onClick={() => move(-1)}
        >
          <span className={`${styles.chevron} ${styles.chevronPrevious}`} aria-hidden="true" />
        </button>
      ) : null}
      <ul
        // Not clsx: a client leaf's chunk would carry its own copy (+170 bytes gzipped on each page showing it, npm run bench).
        className={[styles.track, enhanced && visible === MOBILE_VISIBLE_ITEMS ? styles.single : undefined].filter(Boolean).join(' ')}
        style={enhanced ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
      >
        {items.map((item, index) => (
          <li key={item.id} className={styles.item} hidden={enhanced && (index < firstShown || index >= firstShown + visible)}>
            <a
              href={`#${item.id}`}
              className={styles.link}
              aria-current={item.id === activeId ? 'true' : undefined}
              onClick={(event) => scrollToSection(event, item.id)}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
      {overflows ? (
        <button
          type="button"
          className={styles.arrow}
          aria-label="Show next sections"
          disabled={firstShown + visible >= count}
          onClick={() => move(1)}
        >
          <span className={`${styles.chevron} ${styles.chevronNext}`} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

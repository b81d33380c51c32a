'use client';

import { type MouseEvent, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
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
import { useHydrated } from '@/components/ui/use-hydrated';

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
  const { enhanced, visible } = useWindowSize();
  const activeId = useActiveSection(items);
  const scrollToSection = useSectionScroll();
  const [start, setStart] = useState(0);

  const count = items.length;
  // Keep the current section's link in the window (on mobile it becomes the centred item): adjusted
  // while rendering when the section in view or the window changes, not in an effect, so the window
  // never paints a frame without it (react.dev, "Adjusting some state when a prop changes").
  const [followed, setFollowed] = useState({ activeId, items, visible });
  if (followed.activeId !== activeId || followed.items !== items || followed.visible !== visible) {
    setFollowed({ activeId, items, visible });
    const index = items.findIndex((item) => item.id === activeId);
    if (index >= 0) setStart(startShowing(index, start, count, visible));
  }

  const overflows = enhanced && count > visible;
  const firstShown = enhanced ? clampStart(start, count, visible) : 0;

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

function subscribeToDesktop(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Without matchMedia (an old browser) the carousel keeps the desktop window, as the server renders it. */
const isDesktop = () => typeof window.matchMedia !== 'function' || window.matchMedia(DESKTOP_QUERY).matches;

/**
 * Whether the component runs in the browser (the carousel replaces the plain list then), and how many
 * items its window shows: it follows the viewport width (the same breakpoint as the stylesheet), read
 * as an outside store whose server snapshot (desktop) is what the HTML holds.
 */
function useWindowSize(): { enhanced: boolean; visible: number } {
  const enhanced = useHydrated();
  const desktop = useSyncExternalStore(subscribeToDesktop, isDesktop, () => true);
  return { enhanced, visible: desktop ? DESKTOP_VISIBLE_ITEMS : MOBILE_VISIBLE_ITEMS };
}

/** The id of the section in view: it follows the scroll position, measured at most once per frame. */
function useActiveSection(items: readonly AnchorNavItemView[]): string | null {
  const [activeId, setActiveId] = useState<string | null>(null);
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
  return activeId;
}

/**
 * A click on a section's link: scrolls smoothly to the section (or jumps when the visitor prefers
 * reduced motion), puts its #id in the address and moves focus there.
 */
function useSectionScroll(): (event: MouseEvent<HTMLAnchorElement>, id: string) => void {
  const tween = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (tween.current !== null) window.cancelAnimationFrame(tween.current);
    },
    [],
  );

  return useCallback((event: MouseEvent<HTMLAnchorElement>, id: string) => {
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
}

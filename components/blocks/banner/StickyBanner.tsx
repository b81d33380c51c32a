'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { isStuck } from './sticky';
import styles from './Banner.module.scss';

/**
 * The client leaf of a Sticky banner: watches the scroll position and pins the (server-rendered)
 * banner to the top of the viewport once the page has scrolled past the first section of main.
 * A placeholder keeps the banner's height in the page while it is pinned, so nothing below jumps.
 */
export function StickyBanner({ children }: { children: ReactNode }) {
  const [stuck, setStuck] = useState(false);
  const [height, setHeight] = useState<number | undefined>(undefined);
  const banner = useRef<HTMLDivElement>(null);
  const stuckNow = useRef(false);

  useEffect(() => {
    const update = () => {
      const first = document.querySelector('main section');
      const firstHeight = first instanceof HTMLElement ? first.offsetHeight : 0;
      const next = isStuck(window.scrollY, firstHeight);
      if (next === stuckNow.current) return;
      // Measured while still in the flow, so the placeholder keeps exactly the banner's height.
      if (next) setHeight(banner.current?.offsetHeight);
      stuckNow.current = next;
      setStuck(next);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  return (
    <div className={styles.stickyHolder} style={stuck && height !== undefined ? { minHeight: height } : undefined}>
      <div ref={banner} className={stuck ? `${styles.sticky} ${styles.stuck}` : styles.sticky} data-stuck={stuck ? 'true' : 'false'}>
        {children}
      </div>
    </div>
  );
}

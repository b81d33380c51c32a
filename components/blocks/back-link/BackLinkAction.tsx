'use client';

import { type MouseEvent, useEffect, useState } from 'react';
import { goBack, referrerTarget } from './go-back';
import styles from './BackLink.module.scss';

interface BackLinkActionProps {
  mode: 'history' | 'referrer';
  text: string;
  /** The brand's home (or the page's chosen fallback), already resolved. */
  homeHref: string;
}

/**
 * The interactive part of the back link. Rendered on the server as a link to homeHref, so it
 * leads somewhere before (or without) scripts; in the browser the referrer button points at the
 * referring page, and the history link goes back.
 */
export function BackLinkAction({ mode, text, homeHref }: BackLinkActionProps) {
  const [href, setHref] = useState(homeHref);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- document.referrer exists only in the browser, after hydration; the static HTML links home
    if (mode === 'referrer') setHref(referrerTarget(document.referrer, window.location.origin, homeHref));
  }, [mode, homeHref]);

  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) keeps the browser's meaning: open the link's target.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    goBack(window, homeHref);
  };

  return (
    <a href={href} className={mode === 'history' ? styles.link : styles.button} onClick={mode === 'history' ? back : undefined}>
      <span aria-hidden="true">←</span> {text}
    </a>
  );
}

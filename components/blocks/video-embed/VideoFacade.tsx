'use client';

import { useEffect, useRef, useState } from 'react';
import type { PlayerSpec } from '@/lib/video/player';
import styles from './VideoEmbed.module.scss';

/** Adds a script once per page, however many players need it. */
function loadScriptOnce(src: string): void {
  const loaded = Array.from(document.scripts).some((script) => script.src === src);
  if (loaded) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.body.append(script);
}

/**
 * The video facade: a poster and a play button. The page makes no request to the video provider
 * until the visitor presses play; then the player (an iframe, or another provider's script and
 * its player element) replaces the button and receives focus, so keyboard users land in it.
 */
export function VideoFacade({ title, posterSrc, player }: { title: string; posterSrc: string; player: PlayerSpec }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!playing) return;
    if (player.kind === 'script') {
      loadScriptOnce(player.src);
      holder.current?.focus();
    } else {
      frame.current?.focus();
    }
  }, [playing, player]);

  if (!playing) {
    return (
      // The name starts with the visible words, so voice users can say what they see (WCAG 2.5.3).
      <button type="button" className={`${styles.frame} ${styles.facade}`} aria-label={`Play video: ${title}`} onClick={() => setPlaying(true)}>
        <img src={posterSrc} alt="" width={1280} height={720} loading="lazy" className={styles.poster} />
        <span className={styles.play} aria-hidden="true" />
        <span className={styles.playLabel}>Play video</span>
      </button>
    );
  }
  if (player.kind === 'iframe') {
    return (
      <iframe
        ref={frame}
        src={player.src}
        title={title}
        className={styles.frame}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <div
      ref={holder}
      role="region"
      aria-label={title}
      tabIndex={-1}
      // Not clsx: a client leaf's chunk would carry its own copy (+170 bytes gzipped on each page showing it, npm run bench).
      className={[styles.frame, player.className].filter(Boolean).join(' ')}
      {...player.data}
    />
  );
}

'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './Calculator.module.scss';

const MIN_HEIGHT = 200;
const MAX_HEIGHT = 5000;

/**
 * The height a frame reports about itself, in the shapes embeddable calculators post: a number,
 * a numeric string, "height:1234", or an object with a numeric `height` (or `frameHeight`).
 * Anything else is not a height message and is ignored.
 */
export function reportedHeight(data: unknown): number | undefined {
  let value: unknown = data;
  if (typeof data === 'string') value = data.replace(/^height[:=]\s*/i, '').replace(/px$/, '');
  else if (data !== null && typeof data === 'object') value = Reflect.get(data, 'height') ?? Reflect.get(data, 'frameHeight');
  const height = typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  if (typeof height !== 'number' || !Number.isFinite(height) || height <= 0) return undefined;
  return Math.round(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, height)));
}

/**
 * A third-party calculator (or the ATM locator) in a frame that resizes to its content: the frame
 * keeps its fixed height until its page posts a height message, and only messages from that
 * frame (its window and its origin) are believed.
 *
 * The frame is created only once the listener is in place: a frame in the exported HTML would
 * load, and post its height, before the page's scripts ran, and the message would be lost.
 * Without scripts the <noscript> copy shows the frame at its fixed height.
 */
export function CalculatorFrame({ src, title, height }: { src: string; title: string; height: number }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [current, setCurrent] = useState(height);
  const [listening, setListening] = useState(false);

  useEffect(() => {
    let origin: string;
    try {
      origin = new URL(src, window.location.href).origin;
    } catch {
      return undefined;
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const reported = reportedHeight(event.data);
      if (reported !== undefined) setCurrent(reported);
    };
    window.addEventListener('message', onMessage);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- says the listener is in: the frame's height reports count from here on
    setListening(true);
    return () => window.removeEventListener('message', onMessage);
  }, [src]);

  if (!listening) {
    return (
      <noscript>
        <iframe src={src} title={title} height={height} className={styles.frame} />
      </noscript>
    );
  }
  return <iframe ref={frame} src={src} title={title} height={current} className={styles.frame} loading="lazy" />;
}

'use client';

import { type ReactNode, Suspense, use } from 'react';

/**
 * Holds back the hydration of a client leaf that is below the fold (a form, a calculator) until
 * the visitor comes near it, so its code does not run while a phone is still painting the top of
 * the page (Lighthouse's Total Blocking Time counts every long task of that first load).
 *
 * The leaf's HTML is in the static page from the start: the visitor sees it and can type into it.
 * On the client the leaf sits in a Suspense boundary that waits on a promise; React hydrates the
 * rest of the page and leaves this boundary's server HTML as it is until the promise settles, then
 * hydrates it (the form engine takes over what was typed meanwhile: forms/engine/takeover.ts). The
 * promise settles when the element named by `anchor` comes within 200px of the viewport, or as
 * soon as anything in it is focused, pressed, touched or changed (a browser's autofill and assistive
 * technology can change a field without focusing it). The server renders the leaf at once.
 */
export function HydrateWhenVisible({ anchor, children }: { anchor: string; children: ReactNode }) {
  // React writes a boundary this large at the end of the page and moves it here from a script; the
  // build puts it here instead (scripts/lib/reveal-boundaries.ts), so nothing below it moves.
  return (
    <Suspense fallback={null}>
      <Gate anchor={anchor}>{children}</Gate>
    </Suspense>
  );
}

function Gate({ anchor, children }: { anchor: string; children: ReactNode }) {
  // Prerendering has no document and nothing to wait for.
  if (typeof document !== 'undefined') use(nearViewport(anchor, document));
  return children;
}

const waiting = new Map<string, Promise<void>>();

/**
 * A settled promise that React's use() reads without suspending: React takes a promise marked
 * `status: 'fulfilled'` at its word, where an unmarked one, even settled, suspends for a tick.
 */
function fulfilled(): Promise<void> {
  return Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });
}

/**
 * One promise per anchor (use() needs the same promise on every render) that settles once the
 * anchor is near the viewport or used. Already settled, so nothing waits, when there is no such
 * element in the page (the leaf is being rendered on the client, not hydrated from the page's
 * HTML) or no IntersectionObserver to watch it with.
 */
export function nearViewport(anchor: string, doc: Document): Promise<void> {
  const known = waiting.get(anchor);
  if (known) return known;
  const element = doc.getElementById(anchor);
  // Not remembered: the anchor may be in the page by the next render.
  if (element === null || typeof IntersectionObserver !== 'function') return fulfilled();
  const events = ['focusin', 'pointerdown', 'touchstart', 'keydown', 'input', 'change'] as const;
  // Heard on the document, in the capture phase: React stops a discrete event aimed at a boundary
  // it has not hydrated yet at its root, before a listener on the element would hear it.
  const onEvent = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) settle();
  };
  let settle: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    settle = () => {
      observer.disconnect();
      for (const type of events) doc.removeEventListener(type, onEvent, true);
      // React's use() reads a settled promise's status and value without waiting a turn; the promise itself is returned elsewhere.
      void Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    };
  });
  // Some margin, so the code has usually run by the time the leaf scrolls into view; not more, or
  // a leaf in the second screen of a phone would hydrate during the first load after all.
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) settle();
    },
    { rootMargin: '200px 0px' },
  );
  observer.observe(element);
  for (const type of events) doc.addEventListener(type, onEvent, { capture: true, passive: true });
  waiting.set(anchor, promise);
  return promise;
}

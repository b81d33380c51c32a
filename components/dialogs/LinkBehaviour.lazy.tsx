'use client';

import dynamic from 'next/dynamic';

/**
 * Code-split entry of the global link behaviour: every page loads this chunk, so it stays small.
 * Not server-rendered: the closed dialog and the listeners are only useful once scripts run, and
 * until then external links still open in a new tab without referrer.
 */
export const LazyLinkBehaviour = dynamic(() => import('./LinkBehaviour').then((module) => module.LinkBehaviour), { ssr: false });

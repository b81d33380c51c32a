'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the sticky banner's scroll watcher (see components/blocks/registry.tsx). */
export const LazyStickyBanner = dynamic(() => import('./StickyBanner').then((module) => module.StickyBanner));

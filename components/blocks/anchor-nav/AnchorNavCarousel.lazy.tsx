'use client';

import dynamic from 'next/dynamic';

/**
 * Code-split entry of the anchor navigation's client leaf: only pages that render an anchor
 * navigation fetch its chunk (see components/blocks/registry.tsx). The server still renders its
 * first state, so the links are in the HTML.
 */
export const LazyAnchorNavCarousel = dynamic(() => import('./AnchorNavCarousel').then((module) => module.AnchorNavCarousel));

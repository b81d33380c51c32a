'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the carousel's client leaf (see components/blocks/registry.tsx). */
export const LazyCarouselSlides = dynamic(() => import('./CarouselSlides').then((module) => module.CarouselSlides));

'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the video facade (see components/blocks/registry.tsx). */
export const LazyVideoFacade = dynamic(() => import('./VideoFacade').then((module) => module.VideoFacade));

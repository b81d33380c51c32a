'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the transcript disclosure (see components/blocks/registry.tsx). */
export const LazyTranscriptToggle = dynamic(() => import('./TranscriptToggle').then((module) => module.TranscriptToggle));

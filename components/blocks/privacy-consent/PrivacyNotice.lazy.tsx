'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the privacy notice's client leaf (see components/blocks/registry.tsx). */
export const LazyPrivacyNotice = dynamic(() => import('./PrivacyNotice').then((module) => module.PrivacyNotice));

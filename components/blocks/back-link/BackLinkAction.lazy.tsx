'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the back link's client leaf (see components/blocks/registry.tsx). */
export const LazyBackLinkAction = dynamic(() => import('./BackLinkAction').then((module) => module.BackLinkAction));

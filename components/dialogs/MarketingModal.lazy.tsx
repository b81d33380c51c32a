'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the marketing modal: only pages with an interstitial call to action fetch its chunk. */
export const LazyMarketingModal = dynamic(() => import('./MarketingModal').then((module) => module.MarketingModal));

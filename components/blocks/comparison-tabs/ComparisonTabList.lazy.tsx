'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the comparison tabs' client leaf (see components/blocks/registry.tsx). */
export const LazyComparisonTabList = dynamic(() => import('./ComparisonTabList').then((module) => module.ComparisonTabList));

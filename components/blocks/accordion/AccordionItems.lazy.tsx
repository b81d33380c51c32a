'use client';

import dynamic from 'next/dynamic';

/**
 * Code-split entry of the accordion's client leaf: the route bundles only this small loader, and
 * the accordion's own chunk is fetched by pages that render one (see components/blocks/registry.tsx).
 */
export const LazyAccordionItems = dynamic(() => import('./AccordionItems').then((module) => module.AccordionItems));

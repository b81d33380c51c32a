'use client';

import dynamic from 'next/dynamic';

/**
 * Code-split entry of the picker's client leaf: the route bundles only this small loader, and the
 * picker's own chunk is fetched by the pages that render one (see components/blocks/registry.tsx).
 */
export const LazyMarinePicker = dynamic(() => import('@/forms/marine-picker/MarinePicker').then((module) => module.MarinePicker));

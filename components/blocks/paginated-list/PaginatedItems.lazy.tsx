'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the paginated list's client leaf (see components/blocks/registry.tsx). */
export const LazyPaginatedItems = dynamic(() => import('./PaginatedItems').then((module) => module.PaginatedItems));

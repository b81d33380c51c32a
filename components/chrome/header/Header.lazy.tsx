'use client';

import dynamic from 'next/dynamic';

/**
 * Code-split entries of the header's client leaves (see docs/code-layout.md, "Server and client components"): the
 * route bundles only these loaders; each leaf's own chunk is fetched by pages that render it. Both
 * render on the server too, so the menus' markup and links are in the static HTML.
 */
export const LazyDisclosure = dynamic(() => import('./Disclosure').then((module) => module.Disclosure));

/** Only the Private Client dropdown shows a date, so only its pages fetch this. */
export const LazyTodayDate = dynamic(() => import('./TodayDate').then((module) => module.TodayDate));

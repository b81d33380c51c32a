'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the lead form's client leaf (see accordion/AccordionItems.lazy.tsx). */
export const LazyLeadForm = dynamic(() => import('./LeadForm').then((module) => module.LeadForm));

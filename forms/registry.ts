'use client';

/**
 * Every form on the site: its id (forms/form-ids.ts) mapped to its component behind next/dynamic.
 * Each entry is its own import(), so each form is its own client chunk: a page downloads the code
 * of the form it shows and no other. The import() is written out in each dynamic() call on purpose:
 * Next reads it there to preload the form's chunk with the page, instead of fetching it only once
 * hydration reaches the form. Only client code imports this file; server code reads form-ids.ts
 * (a server module that reached these imports would put every form into every page's bundle).
 *
 * Adding a form: its folder, its id and title in form-ids.ts, and its line here (the compiler
 * refuses an id without one). The tests find each form through its folder's form.tsx.
 */
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { FormProps } from './engine/types';
import type { FormId } from './form-ids';

export const FORM_REGISTRY: Record<FormId, ComponentType<FormProps>> = {
  general: dynamic(() => import('./general/form').then((module) => module.Form)),
  company: dynamic(() => import('./company/form').then((module) => module.Form)),
  business: dynamic(() => import('./business/form').then((module) => module.Form)),
  emailOnly: dynamic(() => import('./email-only/form').then((module) => module.Form)),
  callback: dynamic(() => import('./callback/form').then((module) => module.Form)),
  fundingCallback: dynamic(() => import('./funding-callback/form').then((module) => module.Form)),
  contactCompanyTitle: dynamic(() => import('./contact-company-title/form').then((module) => module.Form)),
  basicContact: dynamic(() => import('./basic-contact/form').then((module) => module.Form)),
  financialAdvisor: dynamic(() => import('./financial-advisor/form').then((module) => module.Form)),
  contactUsHubspot: dynamic(() => import('./contact-us-hubspot/form').then((module) => module.Form)),
  dealerNmls: dynamic(() => import('./dealer-nmls/form').then((module) => module.Form)),
  clearing: dynamic(() => import('./clearing/form').then((module) => module.Form)),
  smallBusiness: dynamic(() => import('./small-business/form').then((module) => module.Form)),
  commercialLending: dynamic(() => import('./commercial-lending/form').then((module) => module.Form)),
  dealer: dynamic(() => import('./dealer/form').then((module) => module.Form)),
  emailMessage: dynamic(() => import('./email-message/form').then((module) => module.Form)),
  dealDiscussion: dynamic(() => import('./deal-discussion/form').then((module) => module.Form)),
  privacyRequest: dynamic(() => import('./privacy-request/form').then((module) => module.Form)),
  brokerScenario: dynamic(() => import('./broker-scenario/form').then((module) => module.Form)),
  mortgageQuote: dynamic(() => import('./mortgage-quote/form').then((module) => module.Form)),
  vendorQuestionnaire: dynamic(() => import('./vendor-questionnaire/form').then((module) => module.Form)),
};

'use client';

/**
 * Every form on the site: its id (its manifest, listed in forms/form-ids.ts) mapped to its component
 * behind next/dynamic. Each entry is its own import(), so each form is its own client chunk: a page
 * downloads the code of the form it shows and no other. The import() is written out in each dynamic()
 * call on purpose: Next reads it there to preload the form's chunk with the page, instead of fetching it
 * only once hydration reaches the form. Only client code imports this file; server code reads
 * form-ids.ts (a server module that reached these imports would put every form into every page's bundle).
 *
 * A form that only lays out its fields loads its definition (`<id>Form` of its definition.ts), which
 * carries the component that lays it out (`Form`, defineLaidOutForm in engine/StandardForm.tsx); a form
 * with its own layout (steps, a modal, extra events) loads the `Form` of its form.tsx. Either way the
 * component and the form's fields come in one import(), so one chunk per form. The compiler refuses an
 * id without an entry.
 */
import dynamic from 'next/dynamic';
import { type ComponentType, createElement } from 'react';
import type { FormProps } from './engine/types';
import type { FormId } from './form-ids';

const FORM_REGISTRY: Record<FormId, ComponentType<FormProps>> = {
  general: dynamic(() => import('./general/definition').then((module) => module.generalForm.Form)),
  company: dynamic(() => import('./company/definition').then((module) => module.companyForm.Form)),
  business: dynamic(() => import('./business/definition').then((module) => module.businessForm.Form)),
  emailOnly: dynamic(() => import('./email-only/definition').then((module) => module.emailOnlyForm.Form)),
  callback: dynamic(() => import('./callback/definition').then((module) => module.callbackForm.Form)),
  fundingCallback: dynamic(() => import('./funding-callback/definition').then((module) => module.fundingCallbackForm.Form)),
  contactCompanyTitle: dynamic(() => import('./contact-company-title/definition').then((module) => module.contactCompanyTitleForm.Form)),
  basicContact: dynamic(() => import('./basic-contact/definition').then((module) => module.basicContactForm.Form)),
  financialAdvisor: dynamic(() => import('./financial-advisor/definition').then((module) => module.financialAdvisorForm.Form)),
  contactUsHubspot: dynamic(() => import('./contact-us-hubspot/definition').then((module) => module.contactUsHubspotForm.Form)),
  dealerNmls: dynamic(() => import('./dealer-nmls/definition').then((module) => module.dealerNmlsForm.Form)),
  clearing: dynamic(() => import('./clearing/form').then((module) => module.Form)),
  smallBusiness: dynamic(() => import('./small-business/definition').then((module) => module.smallBusinessForm.Form)),
  commercialLending: dynamic(() => import('./commercial-lending/definition').then((module) => module.commercialLendingForm.Form)),
  dealer: dynamic(() => import('./dealer/definition').then((module) => module.dealerForm.Form)),
  emailMessage: dynamic(() => import('./email-message/definition').then((module) => module.emailMessageForm.Form)),
  dealDiscussion: dynamic(() => import('./deal-discussion/definition').then((module) => module.dealDiscussionForm.Form)),
  privacyRequest: dynamic(() => import('./privacy-request/form').then((module) => module.Form)),
  brokerScenario: dynamic(() => import('./broker-scenario/form').then((module) => module.Form)),
  mortgageQuote: dynamic(() => import('./mortgage-quote/form').then((module) => module.Form)),
  vendorQuestionnaire: dynamic(() => import('./vendor-questionnaire/definition').then((module) => module.vendorQuestionnaireForm.Form)),
};

/**
 * Renders the form the registry names for `form`, with the props the block resolved: what the lead-form
 * block (a server component) renders, since it cannot pick from this client module's table itself.
 */
export function FormLoader(props: FormProps & { form: FormId }) {
  // The id goes on to the form too: its lead envelope and the tab's outbox name the form by it.
  return createElement(FORM_REGISTRY[props.form], props);
}

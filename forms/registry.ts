'use client';

/**
 * Every form on the site: its id (its manifest, listed in forms/form-ids.ts) mapped to its component
 * behind next/dynamic. Each entry is its own import(), so each form is its own client chunk: a page
 * downloads the code of the form it shows and no other. The import() is written out in each dynamic()
 * call on purpose: Next reads it there to preload the form's chunk with the page, instead of fetching it
 * only once hydration reaches the form. Only client code imports this file; server code reads
 * form-ids.ts (a server module that reached these imports would put every form into every page's bundle).
 *
 * A form that only lays out its fields loads its definition (`<id>Form` of its definition.ts) and the
 * registry lays it out (StandardForm, `laidOut` below); a form with its own layout (steps, a modal, extra events) loads
 * the `Form` of its form.tsx. The compiler refuses an id without an entry.
 */
import dynamic from 'next/dynamic';
import { type ComponentType, createElement } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { FormDefinition, FormProps } from './engine/types';
import type { FormId } from './form-ids';

/**
 * A form that only lays out its fields: the engine's StandardForm over its definition. Both import()s are
 * written in the form's dynamic() call, so Next preloads both with the page that shows the form, and a page
 * without a form loads neither (a static import of the engine here would put it on every page).
 */
function laidOut<Module, S extends AnyObjectSchema>(
  engine: Promise<typeof import('./engine/StandardForm')>,
  module: Promise<Module>,
  definitionOf: (module: Module) => FormDefinition<S>,
): Promise<ComponentType<FormProps>> {
  return Promise.all([engine, module]).then(([loaded, form]) => loaded.laidOut(definitionOf(form)));
}

export const FORM_REGISTRY: Record<FormId, ComponentType<FormProps>> = {
  general: dynamic(() => laidOut(import('./engine/StandardForm'), import('./general/definition'), (module) => module.generalForm)),
  company: dynamic(() => laidOut(import('./engine/StandardForm'), import('./company/definition'), (module) => module.companyForm)),
  business: dynamic(() => laidOut(import('./engine/StandardForm'), import('./business/definition'), (module) => module.businessForm)),
  emailOnly: dynamic(() => laidOut(import('./engine/StandardForm'), import('./email-only/definition'), (module) => module.emailOnlyForm)),
  callback: dynamic(() => laidOut(import('./engine/StandardForm'), import('./callback/definition'), (module) => module.callbackForm)),
  fundingCallback: dynamic(() => laidOut(import('./engine/StandardForm'), import('./funding-callback/definition'), (module) => module.fundingCallbackForm)),
  contactCompanyTitle: dynamic(() => laidOut(import('./engine/StandardForm'), import('./contact-company-title/definition'), (module) => module.contactCompanyTitleForm)),
  basicContact: dynamic(() => laidOut(import('./engine/StandardForm'), import('./basic-contact/definition'), (module) => module.basicContactForm)),
  financialAdvisor: dynamic(() => laidOut(import('./engine/StandardForm'), import('./financial-advisor/definition'), (module) => module.financialAdvisorForm)),
  contactUsHubspot: dynamic(() => laidOut(import('./engine/StandardForm'), import('./contact-us-hubspot/definition'), (module) => module.contactUsHubspotForm)),
  dealerNmls: dynamic(() => laidOut(import('./engine/StandardForm'), import('./dealer-nmls/definition'), (module) => module.dealerNmlsForm)),
  clearing: dynamic(() => import('./clearing/form').then((module) => module.Form)),
  smallBusiness: dynamic(() => laidOut(import('./engine/StandardForm'), import('./small-business/definition'), (module) => module.smallBusinessForm)),
  commercialLending: dynamic(() => laidOut(import('./engine/StandardForm'), import('./commercial-lending/definition'), (module) => module.commercialLendingForm)),
  dealer: dynamic(() => laidOut(import('./engine/StandardForm'), import('./dealer/definition'), (module) => module.dealerForm)),
  emailMessage: dynamic(() => laidOut(import('./engine/StandardForm'), import('./email-message/definition'), (module) => module.emailMessageForm)),
  dealDiscussion: dynamic(() => laidOut(import('./engine/StandardForm'), import('./deal-discussion/definition'), (module) => module.dealDiscussionForm)),
  privacyRequest: dynamic(() => import('./privacy-request/form').then((module) => module.Form)),
  brokerScenario: dynamic(() => import('./broker-scenario/form').then((module) => module.Form)),
  mortgageQuote: dynamic(() => import('./mortgage-quote/form').then((module) => module.Form)),
  vendorQuestionnaire: dynamic(() => laidOut(import('./engine/StandardForm'), import('./vendor-questionnaire/definition'), (module) => module.vendorQuestionnaireForm)),
};

/**
 * Renders the form the registry names for `form`, with the props the block resolved: what the lead-form
 * block (a server component) renders, since it cannot pick from this client module's table itself.
 */
export function FormLoader({ form, ...props }: FormProps & { form: FormId }) {
  return createElement(FORM_REGISTRY[form], props);
}

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
import type { AnyFormDefinition, FormDefinition, FormProps } from './engine/types';
import type { FormId } from './form-ids';

/**
 * The engine's StandardForm, its own chunk shared by the forms that only lay out their fields. It is
 * behind dynamic() too: a static import here would put the engine on every page, form or not. A page
 * whose form renders it on the server preloads its chunk with the form's.
 */
const StandardForm = dynamic(() => import('./engine/StandardForm').then((module) => module.StandardForm)) as ComponentType<
  FormProps & { definition: AnyFormDefinition }
>;

/** A form that only lays out its fields: StandardForm over its definition (`<id>Form` of its definition.ts). */
function laidOut<S extends AnyObjectSchema>(definition: FormDefinition<S>): ComponentType<FormProps> {
  return function LaidOutForm(props: FormProps) {
    // dynamic() drops StandardForm's schema parameter, so the definition goes in as any form's.
    return createElement(StandardForm, { ...props, definition: definition as unknown as AnyFormDefinition });
  };
}

export const FORM_REGISTRY: Record<FormId, ComponentType<FormProps>> = {
  general: dynamic(() => import('./general/definition').then((module) => laidOut(module.generalForm))),
  company: dynamic(() => import('./company/definition').then((module) => laidOut(module.companyForm))),
  business: dynamic(() => import('./business/definition').then((module) => laidOut(module.businessForm))),
  emailOnly: dynamic(() => import('./email-only/definition').then((module) => laidOut(module.emailOnlyForm))),
  callback: dynamic(() => import('./callback/definition').then((module) => laidOut(module.callbackForm))),
  fundingCallback: dynamic(() => import('./funding-callback/definition').then((module) => laidOut(module.fundingCallbackForm))),
  contactCompanyTitle: dynamic(() => import('./contact-company-title/definition').then((module) => laidOut(module.contactCompanyTitleForm))),
  basicContact: dynamic(() => import('./basic-contact/definition').then((module) => laidOut(module.basicContactForm))),
  financialAdvisor: dynamic(() => import('./financial-advisor/definition').then((module) => laidOut(module.financialAdvisorForm))),
  contactUsHubspot: dynamic(() => import('./contact-us-hubspot/definition').then((module) => laidOut(module.contactUsHubspotForm))),
  dealerNmls: dynamic(() => import('./dealer-nmls/definition').then((module) => laidOut(module.dealerNmlsForm))),
  clearing: dynamic(() => import('./clearing/form').then((module) => module.Form)),
  smallBusiness: dynamic(() => import('./small-business/definition').then((module) => laidOut(module.smallBusinessForm))),
  commercialLending: dynamic(() => import('./commercial-lending/definition').then((module) => laidOut(module.commercialLendingForm))),
  dealer: dynamic(() => import('./dealer/definition').then((module) => laidOut(module.dealerForm))),
  emailMessage: dynamic(() => import('./email-message/definition').then((module) => laidOut(module.emailMessageForm))),
  dealDiscussion: dynamic(() => import('./deal-discussion/definition').then((module) => laidOut(module.dealDiscussionForm))),
  privacyRequest: dynamic(() => import('./privacy-request/form').then((module) => module.Form)),
  brokerScenario: dynamic(() => import('./broker-scenario/form').then((module) => module.Form)),
  mortgageQuote: dynamic(() => import('./mortgage-quote/form').then((module) => module.Form)),
  vendorQuestionnaire: dynamic(() => import('./vendor-questionnaire/definition').then((module) => laidOut(module.vendorQuestionnaireForm))),
};

/**
 * Renders the form the registry names for `form`, with the props the block resolved: what the lead-form
 * block (a server component) renders, since it cannot pick from this client module's table itself.
 */
export function FormLoader({ form, ...props }: FormProps & { form: FormId }) {
  return createElement(FORM_REGISTRY[form], props);
}

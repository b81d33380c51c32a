/**
 * Every form a page's content can name: the list of the forms' manifests (forms/<form>/manifest.ts,
 * each form's front door: id, title, settings, services, option lists). Kept apart from the registry's
 * loaders on purpose: the block's content schema runs on the server, and a server module that reached
 * the loaders' import() calls would make Next put every form's client code into every page's bundle.
 * forms/registry.ts maps each id to its module. No form imports this file: the list knows the forms,
 * not the reverse.
 */
import type { FormManifest } from './form-manifest';
import { manifest as general } from './general/manifest';
import { manifest as company } from './company/manifest';
import { manifest as business } from './business/manifest';
import { manifest as emailOnly } from './email-only/manifest';
import { manifest as callback } from './callback/manifest';
import { manifest as fundingCallback } from './funding-callback/manifest';
import { manifest as contactCompanyTitle } from './contact-company-title/manifest';
import { manifest as basicContact } from './basic-contact/manifest';
import { manifest as financialAdvisor } from './financial-advisor/manifest';
import { manifest as contactUsHubspot } from './contact-us-hubspot/manifest';
import { manifest as dealerNmls } from './dealer-nmls/manifest';
import { manifest as clearing } from './clearing/manifest';
import { manifest as smallBusiness } from './small-business/manifest';
import { manifest as commercialLending } from './commercial-lending/manifest';
import { manifest as dealer } from './dealer/manifest';
import { manifest as emailMessage } from './email-message/manifest';
import { manifest as dealDiscussion } from './deal-discussion/manifest';
import { manifest as privacyRequest } from './privacy-request/manifest';
import { manifest as brokerScenario } from './broker-scenario/manifest';
import { manifest as mortgageQuote } from './mortgage-quote/manifest';
import { manifest as vendorQuestionnaire } from './vendor-questionnaire/manifest';

export const FORM_MANIFESTS = [
  general,
  company,
  business,
  emailOnly,
  callback,
  fundingCallback,
  contactCompanyTitle,
  basicContact,
  financialAdvisor,
  contactUsHubspot,
  dealerNmls,
  clearing,
  smallBusiness,
  commercialLending,
  dealer,
  emailMessage,
  dealDiscussion,
  privacyRequest,
  brokerScenario,
  mortgageQuote,
  vendorQuestionnaire,
] as const satisfies readonly FormManifest[];

export type FormId = (typeof FORM_MANIFESTS)[number]['id'];

/** The ids, in the order editors see them. */
export const FORM_IDS = FORM_MANIFESTS.map((manifest) => manifest.id) as [FormId, ...FormId[]];

const BY_ID = new Map<FormId, FormManifest>(FORM_MANIFESTS.map((manifest) => [manifest.id, manifest]));

/** The manifest of the form `id`. */
/** Whether a string from outside the code (content, the editor's config) names a form. */
export function isFormId(value: string): value is FormId {
  return FORM_IDS.some((id) => id === value);
}

export function manifestOf(id: FormId): FormManifest {
  const manifest = BY_ID.get(id);
  if (!manifest) throw new Error(`forms/form-ids.ts: no manifest for the form ${id}`);
  return manifest;
}

/**
 * The pieces of a HubSpot Forms API v3 submission (spec 03 §3 "Contact submission", §7) that the forms
 * in that shape share: the page context and the legal consent block. Pure; the payload builders of
 * forms/contact-us-hubspot and forms/vendor-questionnaire compose them.
 */
import type { FormContext } from '../attribution';
import type { HubSpotCommunication, HubSpotSubmission } from '../submit/types';
import { text } from './values';

/** A HubSpot subscription type id from content: a number as given, or a string of digits; anything else 0. */
export function subscriptionTypeId(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return 0;
}

/**
 * The submission's `context`: the page's full URL (query included: HubSpot reads the visit's tracking
 * from it) and title, and, for a form whose content names one, the HubSpot page id (`pageId`, given as
 * it is in content, trimmed).
 */
export function hubspotContext(context: FormContext, pageId?: unknown): HubSpotSubmission['context'] {
  const page = { pageUri: context.pageUri ?? '', pageName: context.pageName ?? '' };
  return pageId === undefined ? page : { ...page, pageId: text(pageId) };
}

/**
 * The legal consent block: consent to process is always given (sending the form is the consent, in the
 * words of `consentText`), with the form's communications subscriptions, if any.
 */
export function consentToProcess(consentText: unknown, communications: HubSpotCommunication[] = []): NonNullable<HubSpotSubmission['legalConsentOptions']> {
  return { consent: { consentToProcess: true, text: text(consentText), communications } };
}

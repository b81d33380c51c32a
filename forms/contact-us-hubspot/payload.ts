import type { FormContext } from '../attribution';
import { consentToProcess, hubspotContext, subscriptionTypeId } from '../fields/hubspot';
import { flag, phoneDigits, record, text } from '../fields/values';
import type { HubSpotSubmission } from '../submit/types';
import type { ContactUsHubspotValues } from './schema';

/**
 * The settings the page's content gives this form (its manifest's settings): spec 03 §7 names a
 * consent text, a subscription type id and its text but does not show them; they belong to the bank's
 * HubSpot portal, so they live in content beside the form, not in code.
 */
const SETTING_KEYS = {
  consentText: 'consentText',
  subscriptionTypeId: 'subscriptionTypeId',
  subscriptionText: 'subscriptionText',
} as const;

/**
 * The contact-us submission (spec 03 §3 "Contact submission", §7): the five fields as name/value pairs,
 * the page's context, and the consent block. The checkbox is not a field: it is the value of the one
 * communications subscription (true when ticked, false otherwise), so HubSpot records the dealer's
 * opt-in to inventory financing communications; consentToProcess is always true (sending is consenting).
 */
export function contactUsHubspotPayload(values: ContactUsHubspotValues, context: FormContext): HubSpotSubmission {
  const v = record(values);
  const settings = context.settings ?? {};
  return {
    fields: [
      { name: 'firstname', value: text(v.firstname) },
      { name: 'lastname', value: text(v.lastname) },
      { name: 'email', value: text(v.email) },
      { name: 'phone', value: phoneDigits(v.phone) },
      { name: 'message', value: text(v.message) },
    ],
    context: hubspotContext(context),
    legalConsentOptions: consentToProcess(settings[SETTING_KEYS.consentText], [
      {
        value: flag(v.inventory_financing),
        subscriptionTypeId: subscriptionTypeId(settings[SETTING_KEYS.subscriptionTypeId]),
        text: text(settings[SETTING_KEYS.subscriptionText]),
      },
    ]),
  };
}

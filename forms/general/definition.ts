import { defineLaidOutForm } from '../engine/StandardForm';
import { generalPayload } from './payload';
import { personFields } from '../fields/groups';

/** The consent text of the general form (spec 01 §5). */
export const CONSENT_TEXT =
  'I agree to the Terms and Conditions and consent to receive automated texts, calls and emails, including ' +
  'calls made with an automatic dialer or a pre-recorded voice, at the number and address I provided. ' +
  'Consent is not a condition of purchase. Message and data rates from your carrier may apply. ' +
  'You can opt out at any time.';

/** General lead form (spec 01 §3): name, email, phone and the optional consent. */
export const generalForm = defineLaidOutForm({
  schema: () => import('./schema').then((module) => module.generalSchema),
  payload: generalPayload,
  fields: [...personFields(), { kind: 'checkbox', name: 'checkbox__c', label: CONSENT_TEXT }],
  consent: 'checkbox__c',
});

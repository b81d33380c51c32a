import { defineLaidOutForm } from '../engine/StandardForm';
import { contactUsHubspotPayload } from './payload';
import { TEXTAREA_MAX } from '../fields/limits';
import { personFields } from '../fields/groups';

/** The checkbox's label, verbatim from spec 03 §2. */
export const DEALER_CHECKBOX_LABEL = "I'm a Dealer interested in Inventory Financing";

/** Contact-us form in the HubSpot shape (spec 03 §2, §3, §7). */
export const contactUsHubspotForm = defineLaidOutForm({
  schema: () => import('./schema').then((module) => module.contactUsHubspotSchema),
  payload: contactUsHubspotPayload,
  fields: [
    ...personFields({ first: 'firstname', last: 'lastname', email: 'email', phone: 'phone' }),
    // The multi-line text area of spec 03 §9 (four rows by default), limited as its schema is.
    { kind: 'textarea', name: 'message', label: 'Message', maxLength: TEXTAREA_MAX },
    { kind: 'checkbox', name: 'inventory_financing', label: DEALER_CHECKBOX_LABEL, required: false },
  ],
  // The visitor's opt-in to inventory financing communications (the HubSpot subscription): the only
  // consent words this form shows; the consent to process (settings.consentText) is not shown.
  consent: 'inventory_financing',
});

import { defineForm } from '../engine/types';
import { contactUsHubspotPayload } from './payload';
import { MESSAGE_MAX } from './constants';

/** The checkbox's label, verbatim from spec 03 §2. */
export const DEALER_CHECKBOX_LABEL = "I'm a Dealer interested in Inventory Financing";

/** Contact-us form in the HubSpot shape (spec 03 §2, §3, §7). */
export const contactUsHubspotForm = defineForm({
  schema: () => import('./schema').then((module) => module.contactUsHubspotSchema),
  payload: contactUsHubspotPayload,
  fields: [
    { kind: 'text', name: 'firstname', label: 'First Name', autoComplete: 'given-name' },
    { kind: 'text', name: 'lastname', label: 'Last Name', autoComplete: 'family-name' },
    { kind: 'text', name: 'email', label: 'Email', autoComplete: 'email' },
    { kind: 'phone', name: 'phone', label: 'Phone', autoComplete: 'tel' },
    // Four rows and 512 characters: the multi-line text area's defaults (spec 03 §9).
    { kind: 'textarea', name: 'message', label: 'Message', rows: 4, maxLength: MESSAGE_MAX },
    { kind: 'checkbox', name: 'inventory_financing', label: DEALER_CHECKBOX_LABEL, required: false },
  ],
});

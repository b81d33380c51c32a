import { type InferType } from 'yup';
import { consent, emailRule, leadForm, lettersName, phoneRule, requiredText } from '../fields/rules';
import { TEXTAREA_MAX } from '../fields/limits';
import { MESSAGES } from '../fields/messages';

/**
 * The contact-us form's messages: spec 03 §5 "Names" (second group), "Message" and "Phone" verbatim.
 * 'Please complete this required field.' is the second group's required message, so a missing email
 * and phone get it too (spec 03 §5 "Email": "or 'Please complete this required field.' on some forms").
 * Ours: the message's length limit (the multi-line text area's 512 characters, spec 03 §9).
 */
const HUBSPOT_MESSAGES = {
  required: 'Please complete this required field.',
  firstName: 'Invalid first name',
  lastName: 'Invalid last name',
  phoneLength: MESSAGES.phoneDigits,
  message: 'Message is required',
  /** ours */
  messageMax: 'Message can have at most 512 characters.',
} as const;

const MESSAGE_MIN = 2;

/** Contact-us form in the HubSpot shape (spec 03 §3 "Contact submission"). */
export const contactUsHubspotSchema = leadForm({
  firstname: lettersName({ required: HUBSPOT_MESSAGES.required, invalid: HUBSPOT_MESSAGES.firstName }),
  lastname: lettersName({ required: HUBSPOT_MESSAGES.required, invalid: HUBSPOT_MESSAGES.lastName }),
  email: emailRule(HUBSPOT_MESSAGES.required),
  phone: phoneRule({ required: HUBSPOT_MESSAGES.required, length: HUBSPOT_MESSAGES.phoneLength }),
  message: requiredText(HUBSPOT_MESSAGES.message, TEXTAREA_MAX, HUBSPOT_MESSAGES.messageMax).min(MESSAGE_MIN, HUBSPOT_MESSAGES.message),
  /** "I'm a Dealer interested in Inventory Financing": the consent block's one subscription. */
  inventory_financing: consent,
});

export type ContactUsHubspotValues = InferType<typeof contactUsHubspotSchema>;

import { type InferType } from 'yup';
import { emailRule, leadForm, letterFirstName, phoneRule, requiredText } from '../fields/rules';
import { NMLS_MAX } from './constants';
import { MESSAGES } from '../fields/messages';

export const NMLS_MIN = 6;

/**
 * The NMLS dealer form's messages. Names, email and phone: spec 03 §5 ('Other forms use...', "Email",
 * "Phone"). Ours (the spec gives the NMLS ID's length, 6-7, but no message): the two NMLS messages.
 */
export const DEALER_NMLS_MESSAGES = {
  firstName: MESSAGES.firstName,
  lastName: MESSAGES.lastName,
  email: MESSAGES.email,
  phone: MESSAGES.phoneRequired,
  phoneLength: MESSAGES.phoneDigits,
  /** ours */
  nmls: 'NMLS ID is required.',
  /** ours, in the style of the phone message */
  nmlsLength: 'NMLS ID must have at least 6 and no more than 7 characters.',
} as const;

/** Dealer lead with NMLS ID (spec 03 §3 "Dealer lead (NMLS form)"); names as on spec 01's forms. */
export const dealerNmlsSchema = leadForm({
  first_name: letterFirstName({ required: DEALER_NMLS_MESSAGES.firstName }),
  last_name: letterFirstName({ required: DEALER_NMLS_MESSAGES.lastName }),
  email: emailRule(DEALER_NMLS_MESSAGES.email),
  phone: phoneRule({ required: DEALER_NMLS_MESSAGES.phone, length: DEALER_NMLS_MESSAGES.phoneLength }),
  NMLS_ID__c: requiredText(DEALER_NMLS_MESSAGES.nmls)
    .min(NMLS_MIN, DEALER_NMLS_MESSAGES.nmlsLength)
    .max(NMLS_MAX, DEALER_NMLS_MESSAGES.nmlsLength),
});

export type DealerNmlsValues = InferType<typeof dealerNmlsSchema>;

export { NMLS_MAX } from './constants';

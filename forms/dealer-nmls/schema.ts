import { type InferType } from 'yup';
import { leadForm, personRules, requiredText } from '../fields/rules';
import { NMLS_MAX, NMLS_MIN } from '../fields/limits';

/**
 * The NMLS dealer form's own messages, ours (the spec gives the NMLS ID's length, 6-7, but no message).
 * Names, email and phone are spec 01's (personRules), as spec 03 §5 says ('Other forms use...', "Email",
 * "Phone").
 */
const DEALER_NMLS_MESSAGES = {
  /** ours */
  nmls: 'NMLS ID is required.',
  /** ours, in the style of the phone message */
  nmlsLength: 'NMLS ID must have at least 6 and no more than 7 characters.',
} as const;

/** Dealer lead with NMLS ID (spec 03 §3 "Dealer lead (NMLS form)"); names as on spec 01's forms. */
export const dealerNmlsSchema = leadForm({
  ...personRules,
  NMLS_ID__c: requiredText(DEALER_NMLS_MESSAGES.nmls).min(NMLS_MIN, DEALER_NMLS_MESSAGES.nmlsLength).max(NMLS_MAX, DEALER_NMLS_MESSAGES.nmlsLength),
});

export type DealerNmlsValues = InferType<typeof dealerNmlsSchema>;

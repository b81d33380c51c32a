import { type InferType } from 'yup';
import { emailRule, leadForm, letterFirstName, oneOfRule, optionalLetterFirst, optionalOneOfRule, optionalText, phoneRule } from '../fields/rules';
import { ADVISOR_AUM, ADVISOR_ROLES } from './constants';
import { COMPANY_MAX, LONG_TEXT_MAX } from '../fields/limits';
import { MESSAGES } from '../fields/messages';

/**
 * The advisor form's messages: spec 03 §5 "Advisor" and "Phone" verbatim. The spec gives the names,
 * company and phone one message each, so it reports a missing value and a malformed one alike. Ours (the
 * spec gives none): the AUM and comments messages, which a visitor cannot trigger from the select and the
 * text area's own limit.
 */
const ADVISOR_MESSAGES = {
  firstName: 'Invalid first name',
  lastName: 'Invalid last name',
  email: MESSAGES.email,
  phone: 'Invalid phone number',
  phoneLength: MESSAGES.phoneDigits,
  company: 'Invalid company name',
  role: 'Role is required.',
  /** ours */
  aum: 'Assets Under Management must be one of the listed bands.',
  /** ours */
  comments: 'Comments can have at most 32000 characters.',
} as const;

/** The `financialAdvisor` form (spec 03 §3 "Advisor lead"); names and company of spec 03 §5's first group. */
export const financialAdvisorSchema = leadForm({
  first_name: letterFirstName({ required: ADVISOR_MESSAGES.firstName }, { min: 2 }),
  last_name: letterFirstName({ required: ADVISOR_MESSAGES.lastName }, { min: 2 }),
  email: emailRule(ADVISOR_MESSAGES.email),
  phone: phoneRule({ required: ADVISOR_MESSAGES.phone, length: ADVISOR_MESSAGES.phoneLength }),
  // Optional, but when given it follows the first group: letter first and at least 2 characters.
  company: optionalLetterFirst(ADVISOR_MESSAGES.company, COMPANY_MAX).test(
    'min-2',
    ADVISOR_MESSAGES.company,
    (value) => value == null || value === '' || value.length >= 2,
  ),
  Current_Assets_Under_Management__c: optionalOneOfRule(ADVISOR_AUM, ADVISOR_MESSAGES.aum),
  Role__c: oneOfRule(ADVISOR_ROLES, ADVISOR_MESSAGES.role),
  description: optionalText(LONG_TEXT_MAX, ADVISOR_MESSAGES.comments),
});

export type FinancialAdvisorValues = InferType<typeof financialAdvisorSchema>;

export { ADVISOR_AUM, ADVISOR_ROLES } from './constants';

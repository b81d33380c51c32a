import { type InferType } from 'yup';
import { emailRule, leadForm, letterFirstName, multiSelectRule, oneOfRule, optionalText, phoneRule } from '../fields/rules';
import { BUSINESS_TYPES, CLEARING_AUM, CLEARING_MESSAGES } from './constants';
import { COMPANY_MAX, TEXTAREA_MAX } from '../fields/limits';

/** Broker-dealer clearing inquiry (spec 03 §3 "Clearing lead", §5 first group of names). */
export const clearingSchema = leadForm({
  first_name: letterFirstName({ required: CLEARING_MESSAGES.firstName }, { min: 2 }),
  last_name: letterFirstName({ required: CLEARING_MESSAGES.lastName }, { min: 2 }),
  company: letterFirstName({ required: CLEARING_MESSAGES.company }, { min: 2, max: COMPANY_MAX, maxMessage: CLEARING_MESSAGES.companyMax }),
  email: emailRule(CLEARING_MESSAGES.email),
  phone: phoneRule({ required: CLEARING_MESSAGES.phone, length: CLEARING_MESSAGES.phoneLength }),
  Business_Type__c: multiSelectRule(BUSINESS_TYPES, CLEARING_MESSAGES.businessType),
  Current_Assets_Under_Management__c: oneOfRule(CLEARING_AUM, CLEARING_MESSAGES.aum),
  Memo__c: optionalText(TEXTAREA_MAX, CLEARING_MESSAGES.memoMax),
});

export type ClearingValues = InferType<typeof clearingSchema>;

export { BUSINESS_TYPES, CLEARING_AUM } from './constants';

import { type InferType } from 'yup';
import { consent, emailRule, leadForm, letterFirstName, oneOfRule, optionalText, phoneRule } from '../fields/rules';
import { OTHER_MAX, SMALL_BUSINESS_REVENUE } from './constants';
import { COMPANY_MAX, TEXTAREA_MAX } from '../fields/limits';
import { MESSAGES } from '../fields/messages';

/** The small business messages of spec 03 §5, verbatim; those marked "ours" the spec does not give. */
const SMALL_BUSINESS_MESSAGES = {
  firstName: MESSAGES.firstName,
  lastName: MESSAGES.lastName,
  company: MESSAGES.businessName,
  /** ours, in the style of spec 03's 'Company can have at most 255 characters.' */
  companyMax: 'Business Name can have at most 255 characters.',
  email: MESSAGES.email,
  phone: 'Business Phone is required.',
  phoneLength: MESSAGES.phoneDigits,
  revenue: 'Estimated gross annual revenue is required',
  /** ours */
  otherMax: 'Other can have at most 255 characters.',
  /** ours: the text area's default limit (spec 03 §9) */
  needsMax: 'Product and servicing needs can have at most 512 characters.',
} as const;

/**
 * A product checkbox (spec 03 §5: booleans, never an error): true only for true (or the 'true'/'on' a
 * native checkbox may give), false otherwise. The same rule as the spec 01 consent box.
 */
const product = consent;

/** Small business inquiry (spec 03 §3 "Small business lead", §5 first group of names). */
export const smallBusinessSchema = leadForm({
  first_name: letterFirstName({ required: SMALL_BUSINESS_MESSAGES.firstName }, { min: 2 }),
  last_name: letterFirstName({ required: SMALL_BUSINESS_MESSAGES.lastName }, { min: 2 }),
  company: letterFirstName({ required: SMALL_BUSINESS_MESSAGES.company }, { min: 2, max: COMPANY_MAX, maxMessage: SMALL_BUSINESS_MESSAGES.companyMax }),
  email: emailRule(SMALL_BUSINESS_MESSAGES.email),
  phone: phoneRule({ required: SMALL_BUSINESS_MESSAGES.phone, length: SMALL_BUSINESS_MESSAGES.phoneLength }),
  Estimated_Gross_Annual_Revenue__c: oneOfRule(SMALL_BUSINESS_REVENUE, SMALL_BUSINESS_MESSAGES.revenue),
  Banking__c: product,
  Treasury_Management__c: product,
  Lending__c: product,
  Others__c: product,
  Others_Detail__c: optionalText(OTHER_MAX, SMALL_BUSINESS_MESSAGES.otherMax),
  Product_and_servicing_needs__c: optionalText(TEXTAREA_MAX, SMALL_BUSINESS_MESSAGES.needsMax),
});

export type SmallBusinessValues = InferType<typeof smallBusinessSchema>;

export { SMALL_BUSINESS_REVENUE } from './constants';

import { type InferType } from 'yup';
import { emailRule, leadForm, LETTER_FIRST, letterFirstName, oneOfRule, optionalOneOfRule, optionalText, phoneRule, trimmedText } from '../fields/rules';
import { ASSET_CLASSES, BUSINESS_NAME_MAX, COMMERCIAL_REVENUE, EQUIPMENT_TYPES, LEAD_TYPES, LOAN_PURPOSES, REQUESTED_MAX, TIME_IN_BUSINESS } from './constants';
import { NMLS_MAX, NMLS_MIN, ZIP_MAX } from '../fields/limits';
import { MESSAGES } from '../fields/messages';

/** The commercial messages of spec 03 §5, verbatim; those marked "ours" the spec does not give. */
const COMMERCIAL_MESSAGES = {
  firstName: MESSAGES.firstName,
  firstNameInvalid: 'Invalid first name',
  lastName: MESSAGES.lastName,
  lastNameInvalid: 'Invalid last name',
  email: 'Business Email is required.',
  phone: 'Business Phone is required.',
  phoneLength: MESSAGES.phoneDigits,
  zip: 'Invalid zip code',
  /** ours */
  revenue: 'Annual Gross Revenue is required.',
  /** ours */
  timeInBusiness: 'Time in Business is required.',
  /** ours */
  leadType: 'Broker or Borrower is required.',
  /** ours, as the spec 01 business form has it */
  nmls: MESSAGES.nmlsLength,
  /** ours, in the style of 'Invalid first name' */
  businessName: 'Invalid business name',
  /** ours */
  equipmentType: 'Choose a type of equipment from the list.',
  /** ours */
  assetClass: 'Choose an asset class from the list.',
  /** ours */
  loan: 'Choose Bridge or Construction.',
  /** ours */
  requestedAmount: 'Requested loan amount and leverage can have at most 255 characters.',
} as const;

/** Optional NMLS id (spec 03 §5): empty, or 6 to 7 characters. */
const optionalNmls = trimmedText(COMMERCIAL_MESSAGES.nmls)
  .optional()
  .test('nmls-length', COMMERCIAL_MESSAGES.nmls, (value) => value == null || value === '' || (value.length >= NMLS_MIN && value.length <= NMLS_MAX))
  .default('');

/**
 * Optional business name (spec 03 §5, first group: letter first, at least 2 characters, no digits or
 * specials; "Business name is optional"): empty, or a name that keeps those rules.
 */
const optionalBusinessName = trimmedText(COMMERCIAL_MESSAGES.businessName)
  .optional()
  .max(BUSINESS_NAME_MAX, COMMERCIAL_MESSAGES.businessName)
  .test('business-name', COMMERCIAL_MESSAGES.businessName, (value) => value == null || value === '' || (value.length >= 2 && LETTER_FIRST.test(value)))
  .default('');

/** Optional property zip (spec 03 §5): empty, or digits only (at most 20, the free-text zip of §9). */
const optionalZip = trimmedText(COMMERCIAL_MESSAGES.zip)
  .optional()
  .test('zip', COMMERCIAL_MESSAGES.zip, (value) => value == null || value === '' || (value.length <= ZIP_MAX && /^[0-9]+$/.test(value)))
  .default('');

/**
 * Commercial lending inquiry (spec 03 §3 "Commercial lending lead"). One schema for the three pages:
 * the page-dependent fields are optional (§5), so a page without them is valid, and the payload sends
 * only the fields of its page.
 */
export const commercialLendingSchema = leadForm({
  first_name: letterFirstName({ required: COMMERCIAL_MESSAGES.firstName, invalid: COMMERCIAL_MESSAGES.firstNameInvalid }, { min: 2 }),
  last_name: letterFirstName({ required: COMMERCIAL_MESSAGES.lastName, invalid: COMMERCIAL_MESSAGES.lastNameInvalid }, { min: 2 }),
  email: emailRule(COMMERCIAL_MESSAGES.email),
  General_Business_Phone_SFDC2__c: phoneRule({ required: COMMERCIAL_MESSAGES.phone, length: COMMERCIAL_MESSAGES.phoneLength }),
  Business_Name__c: optionalBusinessName,
  Company_NMLS_ID__c: optionalNmls,
  Annual_Gross_Revenue__c: oneOfRule(COMMERCIAL_REVENUE, COMMERCIAL_MESSAGES.revenue),
  Time_in_Business__c: oneOfRule(TIME_IN_BUSINESS, COMMERCIAL_MESSAGES.timeInBusiness),
  Lead_Type__c: oneOfRule(LEAD_TYPES, COMMERCIAL_MESSAGES.leadType),
  Type_of_Equipment_Finance__c: optionalOneOfRule(EQUIPMENT_TYPES, COMMERCIAL_MESSAGES.equipmentType),
  Asset_Class__c: optionalOneOfRule(ASSET_CLASSES, COMMERCIAL_MESSAGES.assetClass),
  Loan__c: optionalOneOfRule(LOAN_PURPOSES, COMMERCIAL_MESSAGES.loan),
  Requested_loan_amount_and_leverage__c: optionalText(REQUESTED_MAX, COMMERCIAL_MESSAGES.requestedAmount),
  Property_Zip__c: optionalZip,
});

export type CommercialLendingValues = InferType<typeof commercialLendingSchema>;

export { ASSET_CLASSES, COMMERCIAL_REVENUE, EQUIPMENT_TYPES, LEAD_TYPES, LOAN_PURPOSES, TIME_IN_BUSINESS } from './constants';

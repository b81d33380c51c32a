import { type InferType } from 'yup';
import { emailRule, leadForm, letterFirstName, multiSelectRule, oneOfRule, optionalText, phoneRule } from '../fields/rules';

/** Business types (spec 03 §3, Enumerations), in the spec's order. */
export const BUSINESS_TYPES = [
  'Active Trading',
  'FinTech',
  'Foreign',
  'Hybrid (RIA and BD)',
  'Independent Contractor',
  'IPOs',
  'Institutional Fixed Income',
  'Institutional Equity',
  'Prime Services',
  'Retail',
  'Retail/Institutional',
  'RIA',
  'Self-Directed',
] as const;

/** Clearing AUM bands (spec 03 §3), verbatim: '$1B -$2B' has its space before the dash only. */
export const CLEARING_AUM = [
  '$0 - $100MM',
  '$101MM - $200MM',
  '$201MM - $500MM',
  '$501MM - $750MM',
  '$751MM - $1B',
  '$1B -$2B',
  '$2B+',
] as const;

/** The clearing messages of spec 03 §5, verbatim; those marked "ours" the spec does not give. */
export const CLEARING_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last Name is required.',
  company: 'Broker-Dealer Name is required.',
  /** ours, in the style of spec 03's 'Company can have at most 255 characters.' */
  companyMax: 'Broker-Dealer Name can have at most 255 characters.',
  businessType: 'Type of Business is required.',
  aum: 'Assets Under Management is required.',
  /** The manual error of spec 03 §8 (AUM clicked or left before a value is chosen): no full stop. */
  aumManual: 'Assets Under Management is required',
  email: 'Email is required.',
  phone: 'Phone is required.',
  phoneLength: 'Phone must have at least 10 and no more than 10 characters.',
  /** ours: the text area's default limit (spec 03 §9) */
  memoMax: 'Comments can have at most 512 characters.',
} as const;

export const MEMO_MAX = 512;
export const COMPANY_MAX = 255;

/** Broker-dealer clearing inquiry (spec 03 §3 "Clearing lead", §5 first group of names). */
export const clearingSchema = leadForm({
  first_name: letterFirstName({ required: CLEARING_MESSAGES.firstName }, { min: 2 }),
  last_name: letterFirstName({ required: CLEARING_MESSAGES.lastName }, { min: 2 }),
  company: letterFirstName({ required: CLEARING_MESSAGES.company }, { min: 2, max: COMPANY_MAX, maxMessage: CLEARING_MESSAGES.companyMax }),
  email: emailRule(CLEARING_MESSAGES.email),
  phone: phoneRule({ required: CLEARING_MESSAGES.phone, length: CLEARING_MESSAGES.phoneLength }),
  Business_Type__c: multiSelectRule(BUSINESS_TYPES, CLEARING_MESSAGES.businessType),
  Current_Assets_Under_Management__c: oneOfRule(CLEARING_AUM, CLEARING_MESSAGES.aum),
  Memo__c: optionalText(MEMO_MAX, CLEARING_MESSAGES.memoMax),
});

export type ClearingValues = InferType<typeof clearingSchema>;

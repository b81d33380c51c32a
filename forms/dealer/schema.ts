import { type InferType } from 'yup';
import { leadForm, oneOfRule, optionalText, personRules, requiredText } from '../fields/rules';
import { US_STATE_CODES } from '../fields/us-states';
import { DEALER_PROGRAMS, DEALER_TYPES } from './constants';
import { CITY_MAX, COMPANY_MAX, LONG_TEXT_MAX, TITLE_MAX, ZIP_MAX } from '../fields/limits';

/**
 * The spec 03 §5 messages of the dealer form's own fields, verbatim; those marked "ours" the spec does
 * not give. The contact's are spec 01's (personRules).
 */
const DEALER_MESSAGES = {
  title: 'Title is required.',
  /** The contact form's wording of the same limit (spec 03 §5). */
  titleMax: 'Title can have at most 128 characters.',
  company: 'Company Name is required.',
  /** The contact form's wording of the same limit (spec 03 §5). */
  companyMax: 'Company can have at most 255 characters.',
  dealerType: 'Franchise or Independent is required.',
  program: 'Dealer Services or Collector Car Program is required.',
  city: 'City is required.',
  /** ours */
  cityMax: 'City can have at most 40 characters.',
  state: 'State is required.',
  zip: 'Zip code is required.',
  /** ours */
  zipMax: 'Zip code can have at most 20 characters.',
  /** ours */
  descriptionMax: 'Description can have at most 32000 characters.',
} as const;

const m = DEALER_MESSAGES;

/**
 * Dealer form (spec 03 §3, §5). Names are not in the letter-first group of §5 ("Other forms use 'First
 * Name is required.'"), so they follow spec 01's rule; title, company and city are free text (a
 * dealership may be called "1st Choice Motors").
 */
export const dealerSchema = leadForm({
  ...personRules,
  title: requiredText(m.title, TITLE_MAX, m.titleMax),
  company: requiredText(m.company, COMPANY_MAX, m.companyMax),
  Dealer_Type__c: oneOfRule(DEALER_TYPES, m.dealerType).default('Franchise'),
  program: oneOfRule(DEALER_PROGRAMS, m.program).default('Dealer Services'),
  city: requiredText(m.city, CITY_MAX, m.cityMax),
  state: oneOfRule(US_STATE_CODES, m.state),
  zip: requiredText(m.zip, ZIP_MAX, m.zipMax),
  description: optionalText(LONG_TEXT_MAX, m.descriptionMax),
});

export type DealerValues = InferType<typeof dealerSchema>;

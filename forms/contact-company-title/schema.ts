import { type InferType } from 'yup';
import { emailRule, leadForm, letterFirstName, phoneRule } from '../fields/rules';
import { COMPANY_MAX, TITLE_MAX } from '../fields/limits';
import { MESSAGES } from '../fields/messages';

/** The contact form's messages (spec 03 §5 "Contact"; the names use the 'Other forms' messages). */
const CONTACT_MESSAGES = {
  firstName: MESSAGES.firstName,
  lastName: MESSAGES.lastName,
  email: MESSAGES.email,
  phone: MESSAGES.phoneRequired,
  phoneLength: MESSAGES.phoneDigits,
  company: MESSAGES.companyRequired,
  companyMax: 'Company can have at most 255 characters.',
  title: 'Title is required.',
  titleMax: 'Title can have at most 128 characters.',
} as const;

/**
 * Contact form with company and title (spec 03 §3 "Contact lead"). Names, company and title follow the
 * first group of spec 03 §5: letter first, at least 2 characters, no digits or specials.
 */
export const contactCompanyTitleSchema = leadForm({
  first_name: letterFirstName({ required: CONTACT_MESSAGES.firstName }, { min: 2 }),
  last_name: letterFirstName({ required: CONTACT_MESSAGES.lastName }, { min: 2 }),
  email: emailRule(CONTACT_MESSAGES.email),
  phone: phoneRule({ required: CONTACT_MESSAGES.phone, length: CONTACT_MESSAGES.phoneLength }),
  company: letterFirstName({ required: CONTACT_MESSAGES.company }, { min: 2, max: COMPANY_MAX, maxMessage: CONTACT_MESSAGES.companyMax }),
  title: letterFirstName({ required: CONTACT_MESSAGES.title }, { min: 2, max: TITLE_MAX, maxMessage: CONTACT_MESSAGES.titleMax }),
});

export type ContactCompanyTitleValues = InferType<typeof contactCompanyTitleSchema>;

import { type InferType, type ObjectShape } from 'yup';
import { emailRule, inRow, leadForm, lettersName, oneOfRule, optionalText, phoneRule, requiredText, rowCountRule, trimmedText } from '../fields/rules';
import { US_STATE_CODES } from '../fields/us-states';
import { LIMITS, OFFICER_FIELDS, OFFICERS, OWNER_FIELDS, OWNERS } from './constants';
import { MESSAGES } from '../fields/messages';

/**
 * The vendor form's messages: spec 03 §5 "Vendor form" ('Please complete this required field.' for
 * every required field) and §5's second group of names ('Invalid first name', 'Invalid last name');
 * the phone's length message is §5's. The limits' and the year's messages are ours (marked).
 */
const VENDOR_MESSAGES = {
  required: 'Please complete this required field.',
  firstName: 'Invalid first name',
  lastName: 'Invalid last name',
  phoneLength: MESSAGES.phoneDigits,
  /** ours */
  foundedYear: 'Enter the year the company was founded as four digits, for example 1998.',
} as const;

/** The earliest founding year accepted (ours): older firms are not vendors a bank onboards through a web form. */
const FIRST_YEAR = 1800;

const REQUIRED = VENDOR_MESSAGES.required;

/** ours: 'Company Name can have at most 255 characters.' */
const maxMessage = (label: string, max: number) => `${label} can have at most ${max} characters.`;

const required = (label: string, max: number = LIMITS.text) => requiredText(REQUIRED, max, maxMessage(label, max));
const optional = (label: string, max: number = LIMITS.text) => optionalText(max, maxMessage(label, max));
const phone = () => phoneRule({ required: REQUIRED, length: VENDOR_MESSAGES.phoneLength });
const email = () => emailRule(REQUIRED);

/** A contact's rules, for the fields of fields/contact-section.ts contactSection(prefix, legend). */
const contactRules = <const Prefix extends string>(prefix: Prefix, legend: string) =>
  ({ [`${prefix}_name`]: required(`${legend} Name`), [`${prefix}_phone`]: phone(), [`${prefix}_email`]: email() }) as Record<
    `${Prefix}_${'name' | 'phone' | 'email'}`,
    ReturnType<typeof required>
  >;

/**
 * The founding year: four digits, from 1800 to this year (`year()`, the visitor's clock at validation),
 * so a typo such as 2206 is caught.
 */
export function foundedYearRule(year: () => number = () => new Date().getFullYear()) {
  return trimmedText(REQUIRED)
    .required(REQUIRED)
    .test('year', VENDOR_MESSAGES.foundedYear, (value) => {
      if (value == null || !/^\d{4}$/.test(value)) return false;
      const number = Number(value);
      return number >= FIRST_YEAR && number <= year();
    })
    .default('');
}

/** Row n's rules, required only while the group shows row n. */
function rowRules(names: readonly string[], rule: () => ReturnType<typeof required>, count: string, limits: { min: number; max: number }) {
  const shape: ObjectShape = {};
  names.forEach((name, index) => {
    shape[name] = inRow(rule(), count, index + 1, limits.min, limits.max);
  });
  return shape;
}

type Numbered<P extends string, N extends number> = N extends 4 ? `${P}_1` | `${P}_2` | `${P}_3` | `${P}_4` : `${P}_1` | `${P}_2` | `${P}_3`;
type RowShape<P extends string, N extends number> = Record<Numbered<P, N>, ReturnType<typeof required>>;

const ownerRows = {
  ...rowRules(OWNER_FIELDS.name, () => required('Owner Name'), 'owner_count', OWNERS),
  ...rowRules(OWNER_FIELDS.phone, phone, 'owner_count', OWNERS),
  ...rowRules(OWNER_FIELDS.email, email, 'owner_count', OWNERS),
} as RowShape<'owner_name' | 'owner_phone' | 'owner_email', 4>;

const officerRows = {
  ...rowRules(OFFICER_FIELDS.name, () => required('Officer Name'), 'officer_count', OFFICERS),
  ...rowRules(OFFICER_FIELDS.title, () => required('Officer Title', LIMITS.title), 'officer_count', OFFICERS),
} as RowShape<'officer_name' | 'officer_title', 3>;

/**
 * Vendor questionnaire (spec 03 §3, §5, §9). Which fields are required is ours (forms/README.md): what a
 * bank's vendor due diligence needs to identify the vendor, its owners and officers, whom to call, its
 * insurance and how it protects the bank's documents; the DBA, the website, the second address line,
 * how the vendor heard of us and the forecast's comments are optional.
 */
export const vendorQuestionnaireSchema = leadForm({
  // Company (HubSpot company object, 0-2)
  name: required('Company Name'),
  dba: optional('DBA'),
  phone: phone(),
  website: optional('Website'),
  address: required('Address'),
  address2: optional('Address Line 2'),
  city: required('City', LIMITS.city),
  state: oneOfRule(US_STATE_CODES, REQUIRED),
  zip: required('Zip Code', LIMITS.zip),
  description: required('Description', LIMITS.long),
  how_did_you_hear_about_us_: optional('How did you hear about us?'),
  // Ownership and contacts
  owner_count: rowCountRule(OWNERS.min, OWNERS.max),
  ...ownerRows,
  ...contactRules('sales_contact', 'Sales Contact'),
  ...contactRules('finance_contact', 'Finance Contact'),
  // Organization
  type_of_organization: required('Type of Organization'),
  founded_year: foundedYearRule(),
  officer_count: rowCountRule(OFFICERS.min, OFFICERS.max),
  ...officerRows,
  // Insurer
  name_of_insurer: required('Name of Insurer'),
  insurer_phone: phone(),
  insurer_email: email(),
  // Business forecast
  forecasted_business: required('Forecasted Business'),
  forecasted_business_comments: optional('Comments', LIMITS.long),
  // Security
  security_transit_approval_documents: required('This answer', LIMITS.long),
  security_transit_closing_documents: required('This answer', LIMITS.long),
  security_rest_electronic: required('This answer', LIMITS.long),
  security_rest_paper: required('This answer', LIMITS.long),
  security_time_of_disposal_paper: required('This answer', LIMITS.long),
  security_time_of_disposal_electronic: required('This answer', LIMITS.long),
  // The person filling in the form (HubSpot contact object, 0-1)
  firstname: lettersName({ required: REQUIRED, invalid: VENDOR_MESSAGES.firstName }),
  lastname: lettersName({ required: REQUIRED, invalid: VENDOR_MESSAGES.lastName }),
  jobtitle: required('Job Title', LIMITS.title),
  company: required('Company'),
  email: email(),
});

export type VendorQuestionnaireValues = InferType<typeof vendorQuestionnaireSchema>;

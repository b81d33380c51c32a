import type { FieldDef } from '../engine/types';
import { defineLaidOutForm } from '../engine/StandardForm';
import { vendorQuestionnairePayload } from './payload';
import { LIMITS, OFFICER_FIELDS, OFFICERS, OWNER_FIELDS, OWNERS } from './constants';
import type { VendorQuestionnaireValues } from './schema';
import { contactSection } from '../fields/contact-section';
import { companyField, emailField, nameFields, phoneField, zipField } from '../fields/groups';
import { stateField } from '../fields/us-states';

type Field = FieldDef<VendorQuestionnaireValues>;

/** Spec 03 §3 and §9: owner information asks for all parties with at least 25 percent ownership. */
export const OWNERS_HELP = 'List every person or entity that owns at least 25 percent of the company. Add up to 4 owners.';
export const OFFICERS_HELP = 'List the officers of the company. Add up to 3 officers.';

/** The six security questions (ours: spec 03 §3 gives the field names only). */
export const SECURITY_QUESTIONS = {
  security_transit_approval_documents: 'How do you protect approval documents in transit?',
  security_transit_closing_documents: 'How do you protect closing documents in transit?',
  security_rest_electronic: 'How do you protect electronic records at rest?',
  security_rest_paper: 'How do you protect paper records at rest?',
  security_time_of_disposal_paper: 'How do you dispose of paper records?',
  security_time_of_disposal_electronic: 'How do you dispose of electronic records?',
} as const;

const ownerRow = (index: number): Field[] => [
  { kind: 'text', name: OWNER_FIELDS.name[index] as Field['name'], label: 'Owner Name', maxLength: LIMITS.text },
  { kind: 'phone', name: OWNER_FIELDS.phone[index] as Field['name'], label: 'Owner Phone' },
  { kind: 'email', name: OWNER_FIELDS.email[index] as Field['name'], label: 'Owner Email', autoComplete: 'off' },
];

const officerRow = (index: number): Field[] => [
  { kind: 'text', name: OFFICER_FIELDS.name[index] as Field['name'], label: 'Officer Name', maxLength: LIMITS.text },
  { kind: 'text', name: OFFICER_FIELDS.title[index] as Field['name'], label: 'Officer Title', maxLength: LIMITS.title },
];

const security = (name: keyof typeof SECURITY_QUESTIONS): Field => ({
  kind: 'textarea',
  name,
  label: SECURITY_QUESTIONS[name],
  maxLength: LIMITS.long,
});

/**
 * Vendor questionnaire (spec 03 §2, §3, §5, §7, §9), in the HubSpot shape. A long form: the error
 * summary lists what to fix after a submit, and what still needs an answer is listed beside the
 * disabled button (spec 03 §4: disabled while invalid or submitting).
 */
export const vendorQuestionnaireForm = defineLaidOutForm({
  schema: () => import('./schema').then((module) => module.vendorQuestionnaireSchema),
  payload: vendorQuestionnairePayload,
  errorSummary: true,
  // Validated as the visitor types (spec 03 §4, "on every change"), not when a field is left: a long
  // form tabbed through would fill with errors before it is sent, and an error appearing as a new,
  // still empty row loses focus would push the Add button from under the pointer between press and
  // release. Submit validates everything and the summary lists what is missing.
  mode: 'onChange',
  fields: [
    {
      kind: 'section',
      legend: 'Company Information',
      fields: [
        companyField('name', 'Company Name', { maxLength: LIMITS.text }),
        { kind: 'text', name: 'dba', label: 'Doing Business As (DBA) (optional)', required: false, maxLength: LIMITS.text },
        phoneField('phone', 'Company Phone'),
        { kind: 'text', name: 'website', label: 'Website (optional)', required: false, autoComplete: 'url', maxLength: LIMITS.text },
        { kind: 'text', name: 'address', label: 'Address', autoComplete: 'address-line1', maxLength: LIMITS.text },
        { kind: 'text', name: 'address2', label: 'Address Line 2 (optional)', required: false, autoComplete: 'address-line2', maxLength: LIMITS.text },
        { kind: 'text', name: 'city', label: 'City', autoComplete: 'address-level2', maxLength: LIMITS.city },
        stateField('state'),
        zipField('zip', { maxLength: LIMITS.zip }),
        {
          kind: 'textarea',
          name: 'description',
          label: 'Description of Products or Services',
          maxLength: LIMITS.long,
        },
        { kind: 'text', name: 'how_did_you_hear_about_us_', label: 'How did you hear about us? (optional)', required: false, maxLength: LIMITS.text },
      ],
    },
    {
      kind: 'repeat',
      legend: 'Owners',
      helperText: OWNERS_HELP,
      count: 'owner_count',
      min: OWNERS.min,
      max: OWNERS.max,
      rowLegend: 'Owner',
      addLabel: 'Add an owner',
      countNoun: 'owners',
      rows: Array.from({ length: OWNERS.max }, (_, index) => ownerRow(index)),
    },
    contactSection('sales_contact', 'Sales Contact', LIMITS.text),
    contactSection('finance_contact', 'Finance Contact', LIMITS.text),
    {
      kind: 'section',
      legend: 'Organization',
      fields: [
        {
          kind: 'text',
          name: 'type_of_organization',
          label: 'Type of Organization',
          helperText: 'For example: corporation, limited liability company, partnership or sole proprietorship.',
          maxLength: LIMITS.text,
        },
        { kind: 'text', name: 'founded_year', label: 'Year Founded', helperText: 'Four digits, for example 1998.', maxLength: LIMITS.year },
      ],
    },
    {
      kind: 'repeat',
      legend: 'Officers',
      helperText: OFFICERS_HELP,
      count: 'officer_count',
      min: OFFICERS.min,
      max: OFFICERS.max,
      rowLegend: 'Officer',
      addLabel: 'Add an officer',
      countNoun: 'officers',
      rows: Array.from({ length: OFFICERS.max }, (_, index) => officerRow(index)),
    },
    {
      kind: 'section',
      legend: 'Insurance',
      fields: [
        { kind: 'text', name: 'name_of_insurer', label: 'Name of Insurer', maxLength: LIMITS.text },
        { kind: 'phone', name: 'insurer_phone', label: 'Insurer Phone' },
        { kind: 'email', name: 'insurer_email', label: 'Insurer Email', autoComplete: 'off' },
      ],
    },
    {
      kind: 'section',
      legend: 'Business Forecast',
      fields: [
        {
          kind: 'text',
          name: 'forecasted_business',
          label: 'Forecasted Business',
          helperText: 'The business you expect to do with us over the next 12 months, for example $120,000 a year.',
          maxLength: LIMITS.text,
        },
        { kind: 'textarea', name: 'forecasted_business_comments', label: 'Comments (optional)', required: false, maxLength: LIMITS.long },
      ],
    },
    {
      kind: 'section',
      legend: 'Information Security',
      fields: [
        security('security_transit_approval_documents'),
        security('security_transit_closing_documents'),
        security('security_rest_electronic'),
        security('security_rest_paper'),
        security('security_time_of_disposal_paper'),
        security('security_time_of_disposal_electronic'),
      ],
    },
    {
      kind: 'section',
      legend: 'Your Contact Information',
      fields: [
        ...nameFields('firstname', 'lastname'),
        { kind: 'text', name: 'jobtitle', label: 'Job Title', autoComplete: 'organization-title', maxLength: LIMITS.title },
        companyField('company', 'Company', { maxLength: LIMITS.text }),
        emailField('email'),
      ],
    },
  ],
});

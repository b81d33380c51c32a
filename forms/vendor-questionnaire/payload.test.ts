import type { FormContext } from '../attribution';
import { VALID_VENDOR } from './test-examples';
import { vendorQuestionnairePayload } from './payload';

const settings = { consentText: 'I agree to let Axos Bank store and process my data.', pageId: '91234567' };

const context: FormContext = {
  crm: { brand: 'Axos Bank' },
  path: '/about/vendor-questionnaire/',
  search: '?utm_source=s',
  pageUri: 'https://www.axosbank.example/about/vendor-questionnaire/?utm_source=s',
  pageName: 'Vendor Questionnaire | Axos Bank',
  settings,
};

const c = (name: string, value: string) => ({ name, value, objectTypeId: '0-2' });
const p = (name: string, value: string) => ({ name, value, objectTypeId: '0-1' });

const COMPANY = [
  c('name', 'Harbor Document Services LLC'),
  c('dba', 'Harbor Docs'),
  c('phone', '6195550100'),
  c('website', 'https://harbordocs.example'),
  c('address', '100 Shelter Island Dr'),
  c('address2', 'Suite 200'),
  c('city', 'San Diego'),
  c('state', 'CA'),
  c('zip', '92106'),
  c('description', 'Secure courier and document imaging for loan closings.'),
  c('how_did_you_hear_about_us_', 'A referral from a loan officer'),
];
const OWNER_1 = [c('owner_name_1', 'Dana Whitfield'), c('owner_phone_1', '6195550101'), c('owner_email_1', 'dana@harbordocs.example')];
const OWNER_2 = [c('owner_name_2', 'Harbor Holdings Inc'), c('owner_phone_2', '6195550102'), c('owner_email_2', 'holdings@harbordocs.example')];
const CONTACTS = [
  c('sales_contact_name', 'Luis Ortega'),
  c('sales_contact_phone', '6195550103'),
  c('sales_contact_email', 'sales@harbordocs.example'),
  c('finance_contact_name', 'Priya Raman'),
  c('finance_contact_phone', '6195550104'),
  c('finance_contact_email', 'billing@harbordocs.example'),
  c('type_of_organization', 'Limited liability company'),
  c('founded_year', '2009'),
];
const OFFICER_1 = [c('officer_name_1', 'Dana Whitfield'), c('officer_title_1', 'Chief Executive Officer')];
const REST = [
  c('name_of_insurer', 'Pacific Mutual Casualty'),
  c('insurer_phone', '8005550199'),
  c('insurer_email', 'claims@pacificmutual.example'),
  c('forecasted_business', '$120,000 a year'),
  c('forecasted_business_comments', 'Growing with the mortgage season.'),
  c('security_transit_approval_documents', 'Sealed, tracked courier bags.'),
  c('security_transit_closing_documents', 'Hand delivery by bonded couriers.'),
  c('security_rest_electronic', 'AES-256 encrypted storage with access logging.'),
  c('security_rest_paper', 'Locked cabinets in a badge-controlled room.'),
  c('security_time_of_disposal_paper', 'Cross-cut shredding with a certificate of destruction.'),
  c('security_time_of_disposal_electronic', 'NIST 800-88 media sanitization.'),
];
const PERSON = [
  p('firstname', 'Dana'),
  p('lastname', "O'Neil-Whitfield"),
  p('jobtitle', 'Managing Member'),
  p('company', 'Harbor Document Services LLC'),
  p('email', 'dana@harbordocs.example'),
];

const CONTEXT = {
  pageUri: 'https://www.axosbank.example/about/vendor-questionnaire/?utm_source=s',
  pageName: 'Vendor Questionnaire | Axos Bank',
  pageId: '91234567',
};
const CONSENT = { consent: { consentToProcess: true, text: 'I agree to let Axos Bank store and process my data.', communications: [] } };

const submission = (fields: object[], pageContext: object = CONTEXT, consent: object = CONSENT) => ({
  fields,
  context: pageContext,
  legalConsentOptions: consent,
});

const threeOfficers = {
  ...VALID_VENDOR,
  officer_count: 3,
  officer_name_2: 'Luis Ortega',
  officer_title_2: 'Secretary',
  officer_name_3: ' Priya Raman ',
  officer_title_3: 'Treasurer',
};
const fourOwners = {
  ...VALID_VENDOR,
  owner_count: 4,
  owner_name_3: 'C Owner',
  owner_phone_3: '619-555-0105',
  owner_email_3: 'c@example.com',
  owner_name_4: 'D Owner',
  owner_phone_4: '619-555-0106',
  owner_email_4: 'd@example.com',
};
const noOptional = { ...VALID_VENDOR, dba: '', website: ' ', address2: '', how_did_you_hear_about_us_: '', forecasted_business_comments: '' };

describe('vendorQuestionnairePayload', () => {
  it.each([
    [
      'two owners, one officer: every field in form order, company fields 0-2, the person 0-1, phones as digits',
      VALID_VENDOR,
      context,
      submission([...COMPANY, ...OWNER_1, ...OWNER_2, ...CONTACTS, ...OFFICER_1, ...REST, ...PERSON]),
    ],
    [
      'one owner: the second row is not sent, even with values left in it',
      { ...VALID_VENDOR, owner_count: 1 },
      context,
      submission([...COMPANY, ...OWNER_1, ...CONTACTS, ...OFFICER_1, ...REST, ...PERSON]),
    ],
    [
      'four owners, numbered 1 to 4',
      fourOwners,
      context,
      submission([
        ...COMPANY,
        ...OWNER_1,
        ...OWNER_2,
        c('owner_name_3', 'C Owner'),
        c('owner_phone_3', '6195550105'),
        c('owner_email_3', 'c@example.com'),
        c('owner_name_4', 'D Owner'),
        c('owner_phone_4', '6195550106'),
        c('owner_email_4', 'd@example.com'),
        ...CONTACTS,
        ...OFFICER_1,
        ...REST,
        ...PERSON,
      ]),
    ],
    [
      'three officers, trimmed',
      threeOfficers,
      context,
      submission([
        ...COMPANY,
        ...OWNER_1,
        ...OWNER_2,
        ...CONTACTS,
        ...OFFICER_1,
        c('officer_name_2', 'Luis Ortega'),
        c('officer_title_2', 'Secretary'),
        c('officer_name_3', 'Priya Raman'),
        c('officer_title_3', 'Treasurer'),
        ...REST,
        ...PERSON,
      ]),
    ],
    ['a count beyond the maximum: 4 owners at most', { ...fourOwners, owner_count: 9 }, context, vendorQuestionnairePayload(fourOwners, context)],
    [
      'optional fields left empty are left out',
      noOptional,
      context,
      submission([
        ...COMPANY.filter((field) => !['dba', 'website', 'address2', 'how_did_you_hear_about_us_'].includes(field.name)),
        ...OWNER_1,
        ...OWNER_2,
        ...CONTACTS,
        ...OFFICER_1,
        ...REST.filter((field) => field.name !== 'forecasted_business_comments'),
        ...PERSON,
      ]),
    ],
    [
      'no page id or consent text in content: empty strings',
      VALID_VENDOR,
      { ...context, settings: {} },
      submission(
        [...COMPANY, ...OWNER_1, ...OWNER_2, ...CONTACTS, ...OFFICER_1, ...REST, ...PERSON],
        { ...CONTEXT, pageId: '' },
        {
          consent: { consentToProcess: true, text: '', communications: [] },
        },
      ),
    ],
    [
      'a numeric page id: sent as a string',
      VALID_VENDOR,
      { ...context, settings: { ...settings, pageId: 5551 } },
      submission([...COMPANY, ...OWNER_1, ...OWNER_2, ...CONTACTS, ...OFFICER_1, ...REST, ...PERSON], { ...CONTEXT, pageId: '5551' }),
    ],
  ])('%s', (_case, values, formContext, expected) => {
    expect(vendorQuestionnairePayload(values, formContext)).toStrictEqual(expected);
  });

  it('carries only the three parts of the HubSpot shape (no attribution fields)', () => {
    expect(Object.keys(vendorQuestionnairePayload(VALID_VENDOR, context))).toEqual(['fields', 'context', 'legalConsentOptions']);
  });
});

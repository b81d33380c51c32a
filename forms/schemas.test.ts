/**
 * The six form schemas: which fields each has and which message each reports, composed from the shared
 * rules (whose every case is in fields/rules.test.ts).
 */
import { businessSchema } from './business/schema';
import { createCallbackSchema } from './callback/schema';
import { companySchema } from './company/schema';
import { emailOnlySchema } from './email-only/schema';
import { createFundingCallbackSchema } from './funding-callback/schema';
import { generalSchema } from './general/schema';
import { errorsOf, TODAY } from './testing';

const person = { first_name: ' Ann ', last_name: 'Lee', email: 'ann@example.com', phone: '555-123-4567' };
const callback = { ...person, Best_Contact_Date__c: TODAY, Best_Time_To_Call__c: '9:30 am' };

const FORMS = [
  {
    name: 'general',
    schema: generalSchema,
    valid: { ...person, checkbox__c: true },
    empty: {
      first_name: 'First Name is required.',
      last_name: 'Last Name is required.',
      email: 'Email is required.',
      phone: 'Phone is required.',
    },
  },
  {
    name: 'company',
    schema: companySchema,
    valid: { ...person, company: 'Acme' },
    empty: {
      first_name: 'First Name is required.',
      last_name: 'Last Name is required.',
      email: 'Email is required.',
      phone: 'Phone is required.',
      company: 'Company is required.',
    },
  },
  {
    name: 'business',
    schema: businessSchema,
    valid: { ...person, Business_Name__c: 'Acme, Inc.', NMLS_ID__c: '123456' },
    empty: {
      first_name: 'First Name is required.',
      last_name: 'Last Name is required.',
      Business_Name__c: 'Business Name is required.',
      email: 'Email is required.',
      phone: 'Phone is required.',
      NMLS_ID__c: 'Company NMLS ID is required.',
    },
  },
  {
    name: 'email-only',
    schema: emailOnlySchema,
    valid: { email: 'ann@example.com' },
    empty: { email: 'Email is required.' },
  },
  {
    name: 'callback',
    schema: createCallbackSchema(() => TODAY),
    valid: callback,
    empty: {
      first_name: 'First Name is required.',
      last_name: 'Last Name is required.',
      email: 'Email is required.',
      phone: 'Phone is required.',
      Best_Contact_Date__c: 'The field Value must be a date.',
      Best_Time_To_Call__c: 'Best Time To Call is required.',
    },
  },
  {
    name: 'funding callback',
    schema: createFundingCallbackSchema(() => TODAY),
    valid: { ...callback, Potential_Funding__c: '$25,000.00' },
    empty: {
      first_name: 'First Name is required.',
      last_name: 'Last Name is required.',
      email: 'Email is required.',
      phone: 'Phone is required.',
      Best_Contact_Date__c: 'The field Value must be a date.',
      Best_Time_To_Call__c: 'Best Time To Call is required.',
      Potential_Funding__c: 'Potential Funding is required.',
    },
  },
];

describe.each(FORMS)('$name form schema', ({ schema, valid, empty }) => {
  it('has exactly the fields of spec 01 §3', () => {
    expect(Object.keys(schema.fields).sort()).toEqual(Object.keys(valid).sort());
  });
  it('accepts a valid set of values', () => expect(errorsOf(schema, valid)).toEqual({}));
  it('reports every required field of an empty form with its message', () => {
    expect(errorsOf(schema, {})).toEqual(empty);
  });
  it.each(Object.entries(empty))('reports %s alone when only it is missing', (field, message) => {
    expect(errorsOf(schema, { ...valid, [field]: '' })).toEqual({ [field]: message });
  });
});

describe('form-specific values', () => {
  it.each([
    [generalSchema, { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '555-123-456' }, { phone: 'Phone must have at least 10 and no more than 10 characters.' }],
    [companySchema, { ...person, company: 'x'.repeat(256) }, { company: 'Company can have atmost 255 characters.' }],
    [businessSchema, { ...person, Business_Name__c: 'A', NMLS_ID__c: '12345' }, { NMLS_ID__c: 'Company NMLS ID must have at least 6 and no more than 7 characters.' }],
    [createCallbackSchema(() => TODAY), { ...callback, Best_Contact_Date__c: '2026-11-20' }, { Best_Contact_Date__c: 'The date cannot be before today.' }],
    [createCallbackSchema(() => TODAY), { ...callback, Best_Contact_Date__c: '2026-02-30' }, { Best_Contact_Date__c: 'The field Value must be a date.' }],
    [createFundingCallbackSchema(() => TODAY), { ...callback, Potential_Funding__c: 'lots' }, { Potential_Funding__c: 'Potential Funding must be an amount in US dollars.' }],
  ])('%#: reports the field message', (schema, values, errors) => expect(errorsOf(schema, values)).toEqual(errors));

  it('drops keys that are not fields, even ones named like Object.prototype members', () => {
    const values = { ...person, checkbox__c: true, valueOf: 1, toString: 'x', constructor: null, extra: 'y' };
    expect(errorsOf(generalSchema, values)).toEqual({});
    expect(generalSchema.validateSync(values)).toEqual({ ...person, first_name: 'Ann', checkbox__c: true });
  });
  it.each([[null], ['text'], [42]])('reports values that are not an object (%j) with a fixed message', (values) => {
    expect(() => generalSchema.validateSync(values)).toThrow('The form values could not be read.');
  });
  it('general: the consent checkbox is optional and false by default', () => {
    expect(generalSchema.validateSync(person).checkbox__c).toBe(false);
  });
  it('casts trimmed values', () => {
    expect(generalSchema.validateSync({ ...person, email: ' ann@example.com ' })).toMatchObject({
      first_name: 'Ann',
      email: 'ann@example.com',
    });
  });
});

/**
 * Messages of the spec 01 forms beyond the required ones (those, and every form's fields, are tested
 * for every form of the registry in registry.test.ts, from each form's test-examples.ts); the rules
 * themselves are in fields/rules.test.ts.
 */
import { businessSchema } from './business/schema';
import { createCallbackSchema } from './callback/schema';
import { companySchema } from './company/schema';
import { createFundingCallbackSchema } from './funding-callback/schema';
import { generalSchema } from './general/schema';
import { errorsOf, TODAY } from './test-helpers';

const person = { first_name: ' Ann ', last_name: 'Lee', email: 'ann@example.com', phone: '555-123-4567' };
const callback = { ...person, Best_Contact_Date__c: TODAY, Best_Time_To_Call__c: '9:30 am' };

describe('form-specific values', () => {
  it.each([
    [
      generalSchema,
      { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '555-123-456' },
      { phone: 'Phone must have at least 10 and no more than 10 characters.' },
    ],
    [companySchema, { ...person, company: 'x'.repeat(256) }, { company: 'Company can have atmost 255 characters.' }],
    [
      businessSchema,
      { ...person, Business_Name__c: 'A', NMLS_ID__c: '12345' },
      { NMLS_ID__c: 'Company NMLS ID must have at least 6 and no more than 7 characters.' },
    ],
    [createCallbackSchema(() => TODAY), { ...callback, Best_Contact_Date__c: '2026-11-20' }, { Best_Contact_Date__c: 'The date cannot be before today.' }],
    [createCallbackSchema(() => TODAY), { ...callback, Best_Contact_Date__c: '2026-02-30' }, { Best_Contact_Date__c: 'The field Value must be a date.' }],
    [
      createFundingCallbackSchema(() => TODAY),
      { ...callback, Potential_Funding__c: 'lots' },
      { Potential_Funding__c: 'Potential Funding must be an amount in US dollars.' },
    ],
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

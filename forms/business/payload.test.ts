import { BARE_ATTRIBUTION, BARE_CONTEXT, CONTEXT, CONTEXT_ATTRIBUTION } from '../test-helpers';
import { businessPayload } from './payload';

const values = {
  first_name: 'Ann',
  last_name: 'Lee',
  Business_Name__c: ' Acme, Inc. ',
  email: 'ann@example.com',
  phone: '5551234567',
  NMLS_ID__c: '1234567',
};
const fields = { ...values, Business_Name__c: 'Acme, Inc.' };

describe('businessPayload', () => {
  it.each([
    ['page with attribution', CONTEXT, { ...CONTEXT_ATTRIBUTION, ...fields }],
    ['bare page', BARE_CONTEXT, { ...BARE_ATTRIBUTION, ...fields }],
  ])('%s', (_case, context, payload) => {
    expect(businessPayload(values, context)).toStrictEqual(payload);
  });
});

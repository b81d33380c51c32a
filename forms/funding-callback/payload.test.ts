import { BARE_ATTRIBUTION, BARE_CONTEXT, CONTEXT, CONTEXT_ATTRIBUTION } from '../test-helpers';
import { fundingCallbackPayload } from './payload';

const values = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '555-123-4567',
  Best_Contact_Date__c: '2026-11-21',
  Best_Time_To_Call__c: '8:00 am',
  Potential_Funding__c: '$250,000.00',
};
const fields = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '5551234567',
  Best_Contact_Date__c: '11/21/2026',
  Best_Time_To_Call__c: '8:00 am',
  Potential_Funding__c: 250000,
};

describe('fundingCallbackPayload', () => {
  it.each([
    ['page with attribution', CONTEXT, { ...CONTEXT_ATTRIBUTION, ...fields }],
    ['bare page', BARE_CONTEXT, { ...BARE_ATTRIBUTION, ...fields }],
  ])('%s', (_case, context, payload) => {
    expect(fundingCallbackPayload(values, context)).toStrictEqual(payload);
  });

  it.each([
    ['$1,234.56', 1234.56],
    ['$ 1 000', 1000],
    ['25000', 25000],
    ['$0.99', 0.99],
  ])('sends %j as the number %d', (amount, number) => {
    expect(fundingCallbackPayload({ ...values, Potential_Funding__c: amount }, BARE_CONTEXT).Potential_Funding__c).toBe(number);
  });

  it('adds no Best_Best_Contact_Date__c or Date_Business_Established__c (callback form only)', () => {
    const payload = fundingCallbackPayload(values, BARE_CONTEXT);
    expect(payload).not.toHaveProperty('Best_Best_Contact_Date__c');
    expect(payload).not.toHaveProperty('Date_Business_Established__c');
  });
});

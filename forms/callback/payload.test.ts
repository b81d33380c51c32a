import { BARE_ATTRIBUTION, BARE_CONTEXT, CONTEXT, CONTEXT_ATTRIBUTION } from '../test-helpers';
import { callbackPayload } from './payload';

const values = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '555-123-4567',
  Best_Contact_Date__c: '2026-12-01',
  Best_Time_To_Call__c: '12:30 pm',
};
const fields = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '5551234567',
  Best_Contact_Date__c: '12/01/2026',
  Best_Time_To_Call__c: '12:30 pm',
  Best_Best_Contact_Date__c: '12/01/2026',
  Date_Business_Established__c: '12/01/2026',
};

describe('callbackPayload', () => {
  it.each([
    ['page with attribution', CONTEXT, { ...CONTEXT_ATTRIBUTION, ...fields }],
    ['bare page', BARE_CONTEXT, { ...BARE_ATTRIBUTION, ...fields }],
  ])('%s', (_case, context, payload) => {
    expect(callbackPayload(values, context)).toStrictEqual(payload);
  });

  it.each([
    ['2026-01-01', '01/01/2026'],
    ['2026-12-31', '12/31/2026'],
    ['2028-02-29', '02/29/2028'],
  ])('sends %s as %s in all three date fields (no time-zone shift)', (date, us) => {
    const payload = callbackPayload({ ...values, Best_Contact_Date__c: date }, BARE_CONTEXT);
    expect([payload.Best_Contact_Date__c, payload.Best_Best_Contact_Date__c, payload.Date_Business_Established__c]).toEqual([us, us, us]);
  });
});

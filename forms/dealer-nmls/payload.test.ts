import { BARE_ATTRIBUTION, BARE_CONTEXT, CONTEXT, CONTEXT_ATTRIBUTION } from '../test-helpers';
import { dealerNmlsPayload } from './payload';

const values = { first_name: 'Ann', last_name: ' Lee', email: 'ann@example.com', phone: '555-123-4567', NMLS_ID__c: ' 1234567 ' };
const sent = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '5551234567', NMLS_ID__c: '1234567' };

describe('dealerNmlsPayload', () => {
  it.each([
    ['page with attribution', CONTEXT, { ...CONTEXT_ATTRIBUTION, ...sent }],
    ['bare page', BARE_CONTEXT, { ...BARE_ATTRIBUTION, ...sent }],
  ])('%s: trimmed, the phone as digits, the NMLS ID as given, attribution', (_case, context, payload) => {
    expect(dealerNmlsPayload(values, context)).toStrictEqual(payload);
  });
});

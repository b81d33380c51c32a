import { BARE_ATTRIBUTION, BARE_CONTEXT, CONTEXT, CONTEXT_ATTRIBUTION } from '../test-helpers';
import { contactCompanyTitlePayload } from './payload';

const values = { first_name: ' Ann ', last_name: 'Lee ', email: ' ann@example.com', phone: '555-123-4567', company: ' Acme Wealth ', title: ' CIO ' };
const sent = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '5551234567', company: 'Acme Wealth', title: 'CIO' };

describe('contactCompanyTitlePayload', () => {
  it.each([
    ['page with attribution', CONTEXT, { ...CONTEXT_ATTRIBUTION, ...sent }],
    ['bare page', BARE_CONTEXT, { ...BARE_ATTRIBUTION, ...sent }],
  ])('%s: every field trimmed, the phone as digits, attribution', (_case, context, payload) => {
    expect(contactCompanyTitlePayload(values, context)).toStrictEqual(payload);
  });
});

import { BARE_ATTRIBUTION, BARE_CONTEXT, CONTEXT, CONTEXT_ATTRIBUTION } from '../test-helpers';
import { companyPayload } from './payload';

const values = { first_name: 'Ann', last_name: ' Lee', email: 'ann@example.com', phone: '555-123-4567', company: ' Acme ' };
const fields = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '5551234567', company: 'Acme' };

describe('companyPayload', () => {
  it.each([
    ['page with attribution', CONTEXT, { ...CONTEXT_ATTRIBUTION, ...fields }],
    ['bare page', BARE_CONTEXT, { ...BARE_ATTRIBUTION, ...fields }],
  ])('%s', (_case, context, payload) => {
    expect(companyPayload(values, context)).toStrictEqual(payload);
  });
});

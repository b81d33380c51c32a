import { BARE_ATTRIBUTION, BARE_CONTEXT, CONTEXT, CONTEXT_ATTRIBUTION } from '../test-helpers';
import { basicContactPayload } from './payload';

const values = { first_name: ' Ann ', last_name: 'Lee', email: 'ann@example.com ', phone: '555-123-4567' };
const sent = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '5551234567' };

describe('basicContactPayload', () => {
  it.each([
    ['page with attribution', CONTEXT, { ...CONTEXT_ATTRIBUTION, ...sent }],
    ['bare page', BARE_CONTEXT, { ...BARE_ATTRIBUTION, ...sent }],
  ])('%s: trimmed, the phone as digits, attribution', (_case, context, payload) => {
    expect(basicContactPayload(values, context)).toStrictEqual(payload);
  });
});

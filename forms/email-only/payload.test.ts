import { BARE_ATTRIBUTION, BARE_CONTEXT, CONTEXT, CONTEXT_ATTRIBUTION } from '../test-helpers';
import { emailOnlyPayload } from './payload';

describe('emailOnlyPayload', () => {
  it.each([
    ['page with attribution', CONTEXT, { ...CONTEXT_ATTRIBUTION, email: 'ann@example.com' }],
    ['bare page', BARE_CONTEXT, { ...BARE_ATTRIBUTION, email: 'ann@example.com' }],
  ])('%s', (_case, context, payload) => {
    expect(emailOnlyPayload({ email: ' ann@example.com' }, context)).toStrictEqual(payload);
  });
});

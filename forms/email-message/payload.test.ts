import { BARE_ATTRIBUTION, BARE_CONTEXT, CONTEXT, CONTEXT_ATTRIBUTION } from '../test-helpers';
import { emailMessagePayload } from './payload';

describe('emailMessagePayload', () => {
  it.each([
    [
      'page with attribution; values trimmed',
      { email: ' ann@example.com ', message: '  Please call me.\nThanks ' },
      CONTEXT,
      { ...CONTEXT_ATTRIBUTION, email: 'ann@example.com', message: 'Please call me.\nThanks' },
    ],
    ['bare page', { email: 'ann@example.com', message: 'Hi' }, BARE_CONTEXT, { ...BARE_ATTRIBUTION, email: 'ann@example.com', message: 'Hi' }],
  ])('%s', (_case, input, context, payload) => {
    expect(emailMessagePayload(input, context)).toStrictEqual(payload);
  });
});

import { BARE_ATTRIBUTION, BARE_CONTEXT, CONTEXT, CONTEXT_ATTRIBUTION } from '../test-helpers';
import { dealDiscussionPayload } from './payload';

describe('dealDiscussionPayload', () => {
  it.each([
    [
      'every answer, page with attribution; the phone as digits, the details trimmed',
      { Has_Deal: 'Yes', Description_of_Deal_Details: ' A bridge loan. ', Telephone: '555-123-4567' },
      CONTEXT,
      { ...CONTEXT_ATTRIBUTION, Has_Deal: 'Yes', Description_of_Deal_Details: 'A bridge loan.', Telephone: '5551234567' },
    ],
    [
      'No, without details: the details are left out',
      { Has_Deal: 'No', Description_of_Deal_Details: '  ', Telephone: '5551234567' },
      BARE_CONTEXT,
      { ...BARE_ATTRIBUTION, Has_Deal: 'No', Telephone: '5551234567' },
    ],
    [
      'only the phone: the unanswered question is left out',
      { Has_Deal: '', Description_of_Deal_Details: '', Telephone: '555-123-4567' },
      BARE_CONTEXT,
      { ...BARE_ATTRIBUTION, Telephone: '5551234567' },
    ],
  ])('%s', (_case, input, context, payload) => {
    expect(dealDiscussionPayload(input, context)).toStrictEqual(payload);
  });
});

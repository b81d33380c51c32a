import { BARE_ATTRIBUTION, BARE_CONTEXT, CONTEXT, CONTEXT_ATTRIBUTION } from '../test-helpers';
import { generalPayload } from './payload';

const values = { first_name: ' Ann ', last_name: 'Lee', email: 'ann@example.com ', phone: '555-123-4567' };

describe('generalPayload', () => {
  it.each([
    [
      'consent given, page with attribution',
      { ...values, checkbox__c: true },
      CONTEXT,
      {
        ...CONTEXT_ATTRIBUTION,
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.com',
        phone: '5551234567',
        checkbox__c: true,
        Send_SMS__c: true,
        DoNotCall: false,
      },
    ],
    [
      'consent not given, bare page',
      { ...values, checkbox__c: false },
      BARE_CONTEXT,
      {
        ...BARE_ATTRIBUTION,
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.com',
        phone: '5551234567',
        checkbox__c: false,
        Send_SMS__c: false,
        DoNotCall: true,
      },
    ],
  ])('%s', (_case, input, context, payload) => {
    expect(generalPayload(input, context)).toStrictEqual(payload);
  });

  it('an absent checkbox counts as no consent', () => {
    const payload = generalPayload({ ...values } as never, BARE_CONTEXT);
    expect(payload).toMatchObject({ checkbox__c: false, Send_SMS__c: false, DoNotCall: true });
  });
});

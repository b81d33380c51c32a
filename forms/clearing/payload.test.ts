import { BARE_ATTRIBUTION, BARE_CONTEXT, CONTEXT, CONTEXT_ATTRIBUTION } from '../test-helpers';
import { clearingPayload } from './payload';
import type { ClearingValues } from './schema';

const values: ClearingValues = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: ' Lovelace Securities ',
  email: 'ada@example.com',
  phone: '555-123-4567',
  Business_Type__c: ['FinTech', 'Hybrid (RIA and BD)', 'Retail/Institutional'],
  Current_Assets_Under_Management__c: '$1B -$2B',
  Memo__c: '',
};
const fields = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Lovelace Securities',
  email: 'ada@example.com',
  phone: '5551234567',
  Business_Type__c: 'FinTech;Hybrid (RIA and BD);Retail/Institutional',
  Current_Assets_Under_Management__c: '$1B -$2B',
};
const SOURCE = { leadSourceDetail: 'Axos Clearing Broker-Dealer Inquiry' };

describe('clearingPayload', () => {
  it.each([
    [
      'the clearing source label replaces the CRM one',
      { ...CONTEXT, settings: SOURCE },
      values,
      { ...CONTEXT_ATTRIBUTION, Lead_Source_Detail_SFDC2__c: 'Axos Clearing Broker-Dealer Inquiry', ...fields },
    ],
    [
      'on a bare page the label is still sent',
      { ...BARE_CONTEXT, settings: SOURCE },
      values,
      { ...BARE_ATTRIBUTION, Lead_Source_Detail_SFDC2__c: 'Axos Clearing Broker-Dealer Inquiry', ...fields },
    ],
    ['without the setting, the CRM one stays', CONTEXT, values, { ...CONTEXT_ATTRIBUTION, ...fields }],
    ['an empty setting counts as none', { ...BARE_CONTEXT, settings: { leadSourceDetail: '' } }, values, { ...BARE_ATTRIBUTION, ...fields }],
    ['one business type: no separator', BARE_CONTEXT, { ...values, Business_Type__c: ['RIA'] }, { ...BARE_ATTRIBUTION, ...fields, Business_Type__c: 'RIA' }],
    [
      'a memo is trimmed and sent',
      BARE_CONTEXT,
      { ...values, Memo__c: ' Self-clearing today. ' },
      { ...BARE_ATTRIBUTION, ...fields, Memo__c: 'Self-clearing today.' },
    ],
    ['a phone typed without dashes', BARE_CONTEXT, { ...values, phone: '5551234567' }, { ...BARE_ATTRIBUTION, ...fields }],
  ])('%s', (_case, context, input, payload) => {
    expect(clearingPayload(input, context)).toStrictEqual(payload);
  });
});

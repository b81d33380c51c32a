import { BARE_ATTRIBUTION, BARE_CONTEXT, CONTEXT, CONTEXT_ATTRIBUTION } from '../test-helpers';
import { dealerFromLocation } from './definition';
import { dealerPayload } from './payload';
import { dealerSchema } from './schema';

const values = {
  first_name: ' Ann ',
  last_name: 'Lee',
  email: 'ann@example.com ',
  phone: '555-123-4567',
  title: ' General Manager ',
  company: '1st Choice Motors',
  Dealer_Type__c: 'Franchise',
  program: 'Dealer Services',
  city: ' Austin',
  state: 'TX',
  zip: '78701 ',
  description: '',
};

const sent = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '5551234567',
  title: 'General Manager',
  company: '1st Choice Motors',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  Dealer_Type__c: 'Franchise',
};

describe('dealerPayload', () => {
  it.each([
    [
      'defaults: Franchise, Dealer Services, no description; the program replaces the page CRM lead source detail',
      values,
      CONTEXT,
      { ...CONTEXT_ATTRIBUTION, ...sent, Lead_Source_Detail_SFDC2__c: 'Dealer Services' },
    ],
    [
      'Independent, Collector Car Program, a description (trimmed), bare page',
      { ...values, Dealer_Type__c: 'Independent', program: 'Collector Car Program', description: '  Classic cars since 1985. ' },
      BARE_CONTEXT,
      {
        ...BARE_ATTRIBUTION,
        ...sent,
        Dealer_Type__c: 'Independent',
        description: 'Classic cars since 1985.',
        Lead_Source_Detail_SFDC2__c: 'Collector Car Program',
      },
    ],
  ])('%s', (_case, input, context, payload) => {
    expect(dealerPayload(input, context)).toStrictEqual(payload);
  });

  it.each([
    ['#collector-car-program', 'Collector Car Program'],
    ['#Collector-Car-Program', 'Collector Car Program'],
    ['', 'Dealer Services'],
    ['#dealer-services', 'Dealer Services'],
    ['#collector', 'Dealer Services'],
  ])('the page hash %j preselects %s, and that program is sent', (hash, program) => {
    const preselected = { ...dealerSchema.getDefault(), ...values, ...dealerFromLocation({ hash }) };
    expect(preselected.program).toBe(program);
    expect(dealerPayload(preselected, BARE_CONTEXT).Lead_Source_Detail_SFDC2__c).toBe(program);
  });
});

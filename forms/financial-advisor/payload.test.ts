import { BARE_ATTRIBUTION, BARE_CONTEXT, CONTEXT, CONTEXT_ATTRIBUTION } from '../test-helpers';
import { financialAdvisorPayload } from './payload';

const person = { first_name: ' Ann ', last_name: 'Lee', email: 'ann@example.com', phone: '555-123-4567' };
const sentPerson = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '5551234567' };

describe('financialAdvisorPayload', () => {
  it.each([
    [
      'every field given, page with attribution',
      { ...person, company: ' Lee Wealth ', Current_Assets_Under_Management__c: '$501M - $1B', Role__c: 'Advisor (IAR)', description: ' Moving custody \n' },
      CONTEXT,
      {
        ...CONTEXT_ATTRIBUTION,
        ...sentPerson,
        company: 'Lee Wealth',
        Current_Assets_Under_Management__c: '$501M - $1B',
        Role__c: 'Advisor (IAR)',
        description: 'Moving custody',
      },
    ],
    [
      'the optional fields empty are left out, bare page',
      { ...person, company: '  ', Current_Assets_Under_Management__c: '', Role__c: 'I am not a Financial Advisor', description: ' ' },
      BARE_CONTEXT,
      { ...BARE_ATTRIBUTION, ...sentPerson, Role__c: 'I am not a Financial Advisor' },
    ],
  ])('%s', (_case, values, context, payload) => {
    expect(financialAdvisorPayload(values, context)).toStrictEqual(payload);
  });
});

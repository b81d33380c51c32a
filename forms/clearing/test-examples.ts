import { defineExamples, PERSON } from '../test-helpers';

/** Test fixtures (never shipped): a valid set of values and the message of every required field left empty. */
export const examples = defineExamples('clearing', {
  valid: {
    ...PERSON,
    company: 'Lovelace Securities',
    Business_Type__c: ['FinTech', 'RIA'],
    Current_Assets_Under_Management__c: '$1B -$2B',
    Memo__c: '',
  },
  empty: {
    first_name: 'First name is required.',
    last_name: 'Last Name is required.',
    company: 'Broker-Dealer Name is required.',
    email: 'Email is required.',
    phone: 'Phone is required.',
    Business_Type__c: 'Type of Business is required.',
    Current_Assets_Under_Management__c: 'Assets Under Management is required.',
  },
});

import { defineExamples, PERSON } from '../test-helpers';

/** Test fixtures (never shipped): a valid set of values and the message of every required field left empty. */
export const examples = defineExamples('financialAdvisor', {
  valid: { ...PERSON, company: 'Lee Wealth', Current_Assets_Under_Management__c: '$26M - $150M', Role__c: 'RIA Principal', description: 'Hi' },
  empty: {
    first_name: 'Invalid first name',
    last_name: 'Invalid last name',
    email: 'Email is required.',
    phone: 'Invalid phone number',
    Role__c: 'Role is required.',
  },
});

import { defineExamples, PERSON } from '../test-helpers';

/** Test fixtures (never shipped): a valid set of values and the message of every required field left empty. */
export const examples = defineExamples('dealerNmls', {
  valid: { ...PERSON, NMLS_ID__c: '1234567' },
  empty: {
    first_name: 'First Name is required.',
    last_name: 'Last Name is required.',
    email: 'Email is required.',
    phone: 'Phone is required.',
    NMLS_ID__c: 'NMLS ID is required.',
  },
});

import { defineExamples, PERSON } from '../test-helpers';

/** Test fixtures (never shipped): a valid set of values and the message of every required field left empty. */
export const examples = defineExamples('business', {
  valid: { ...PERSON, Business_Name__c: 'Acme, Inc.', NMLS_ID__c: '123456' },
  empty: {
    first_name: 'First Name is required.',
    last_name: 'Last Name is required.',
    Business_Name__c: 'Business Name is required.',
    email: 'Email is required.',
    phone: 'Phone is required.',
    NMLS_ID__c: 'Company NMLS ID is required.',
  },
});

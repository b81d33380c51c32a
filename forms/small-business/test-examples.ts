import { defineExamples, PERSON } from '../test-helpers';

/** Test fixtures (never shipped): a valid set of values and the message of every required field left empty. */
export const examples = defineExamples('smallBusiness', {
  valid: {
    ...PERSON,
    company: 'Lovelace Bakery',
    Estimated_Gross_Annual_Revenue__c: 'Under $3MM',
    Banking__c: true,
    Treasury_Management__c: false,
    Lending__c: false,
    Others__c: true,
    Others_Detail__c: 'Merchant services',
    Product_and_servicing_needs__c: '',
  },
  empty: {
    first_name: 'First Name is required.',
    last_name: 'Last Name is required.',
    company: 'Business Name is required.',
    email: 'Email is required.',
    phone: 'Business Phone is required.',
    Estimated_Gross_Annual_Revenue__c: 'Estimated gross annual revenue is required',
  },
});

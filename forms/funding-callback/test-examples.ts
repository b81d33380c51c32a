import { defineExamples, PERSON, FUTURE_DAY } from '../test-helpers';

/** Test fixtures (never shipped): a valid set of values and the message of every required field left empty. */
export const examples = defineExamples('fundingCallback', {
  valid: { ...PERSON, Best_Contact_Date__c: FUTURE_DAY, Best_Time_To_Call__c: '9:30 am', Potential_Funding__c: '$25,000.00' },
  empty: {
    first_name: 'First Name is required.',
    last_name: 'Last Name is required.',
    email: 'Email is required.',
    phone: 'Phone is required.',
    Best_Contact_Date__c: 'The field Value must be a date.',
    Best_Time_To_Call__c: 'Best Time To Call is required.',
    Potential_Funding__c: 'Potential Funding is required.',
  },
});

import { defineExamples } from '../test-helpers';

/** Test fixtures (never shipped): a valid set of values and the message of every required field left empty. */
export const examples = defineExamples('commercialLending', {
  valid: {
    first_name: ' Ann ',
    last_name: 'Lee',
    email: 'ann@example.com',
    General_Business_Phone_SFDC2__c: '555-123-4567',
    Business_Name__c: '',
    Company_NMLS_ID__c: '',
    Annual_Gross_Revenue__c: '$5-10MM',
    Time_in_Business__c: '5+ Years in Business',
    Lead_Type__c: 'Borrower',
    Type_of_Equipment_Finance__c: '',
    Asset_Class__c: 'Mixed-Use',
    Loan__c: 'Bridge',
    Requested_loan_amount_and_leverage__c: '$10MM at 65% LTV',
    Property_Zip__c: '92101',
  },
  empty: {
    first_name: 'First Name is required.',
    last_name: 'Last Name is required.',
    email: 'Business Email is required.',
    General_Business_Phone_SFDC2__c: 'Business Phone is required.',
    Annual_Gross_Revenue__c: 'Annual Gross Revenue is required.',
    Time_in_Business__c: 'Time in Business is required.',
    Lead_Type__c: 'Broker or Borrower is required.',
  },
});

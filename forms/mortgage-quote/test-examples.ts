import { defineExamples } from '../test-helpers';

/** Test fixtures (never shipped): a valid purchase quote and the message of every required field left empty. */
export const examples = defineExamples('mortgageQuote', {
  valid: {
    loanPurpose: '1',
    propertyType: '1',
    occupancy: '1',
    salesPrice: '$450,000.00',
    downPayment: '$45,000.00',
    downPaymentPercent: '10',
    appraisedValue: '',
    mortgageBalance: '',
    cashOut: '',
    creditScore: '740',
    zipCode: '92128',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    phone: '555-123-4567',
  },
  empty: {
    propertyType: 'Property Type is required.',
    occupancy: 'Occupancy is required.',
    salesPrice: 'Purchase Price is required.',
    downPayment: 'Down Payment is required.',
    creditScore: 'Credit Score is required.',
    zipCode: 'Zip Code is required.',
    firstName: 'First Name is required.',
    lastName: 'Last Name is required.',
    email: 'Email is required.',
    phone: 'Phone is required.',
  },
});

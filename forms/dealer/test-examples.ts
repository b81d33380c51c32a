import { defineExamples, PERSON } from '../test-helpers';

/** Test fixtures (never shipped): a valid set of values and the message of every required field left empty. */
export const examples = defineExamples('dealer', {
  valid: {
    ...PERSON,
    title: 'General Manager',
    company: '1st Choice Motors',
    Dealer_Type__c: 'Independent',
    program: 'Collector Car Program',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    description: '',
  },
  empty: {
    first_name: 'First Name is required.',
    last_name: 'Last Name is required.',
    email: 'Email is required.',
    phone: 'Phone is required.',
    title: 'Title is required.',
    company: 'Company Name is required.',
    city: 'City is required.',
    state: 'State is required.',
    zip: 'Zip code is required.',
  },
});

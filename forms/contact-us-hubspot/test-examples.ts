import { defineExamples } from '../test-helpers';

/** Test fixtures (never shipped): a valid set of values and the message of every required field left empty. */
export const examples = defineExamples('contactUsHubspot', {
  valid: {
    firstname: 'Mary-Ann',
    lastname: "O'Neil",
    email: 'mary@example.com',
    phone: '555-123-4567',
    message: 'A quote for a 40 ft sailboat, please.',
    inventory_financing: true,
  },
  empty: {
    firstname: 'Please complete this required field.',
    lastname: 'Please complete this required field.',
    email: 'Please complete this required field.',
    phone: 'Please complete this required field.',
    message: 'Message is required',
  },
});

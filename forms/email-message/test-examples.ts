import { defineExamples } from '../test-helpers';

/** Test fixtures (never shipped): a valid set of values and the message of every required field left empty. */
export const examples = defineExamples('emailMessage', {
  valid: { email: 'ann@example.com', message: 'Please call me about a trust account.' },
  empty: { email: 'Email is required.', message: 'Message is required' },
});

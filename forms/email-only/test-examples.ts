import { defineExamples } from '../test-helpers';

/** Test fixtures (never shipped): a valid set of values and the message of every required field left empty. */
export const examples = defineExamples('emailOnly', {
  valid: { email: 'ann@example.com' },
  empty: {
    email: 'Email is required.',
  },
});

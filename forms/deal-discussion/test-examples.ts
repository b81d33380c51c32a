import { defineExamples } from '../test-helpers';

/** Test fixtures (never shipped): a valid set of values and the message of every required field left empty. */
export const examples = defineExamples('dealDiscussion', {
  valid: { Has_Deal: 'Yes', Description_of_Deal_Details: 'A $20MM bridge loan on a multifamily property.', Telephone: '555-123-4567' },
  empty: { Telephone: 'Phone is required.' },
});

import { defineLaidOutForm } from '../engine/StandardForm';
import { dealDiscussionPayload } from './payload';
import { LONG_TEXT_MAX } from '../fields/limits';
import { phoneField } from '../fields/groups';

/** The `dealDiscussion` form for account executives (spec 03 §3). */
export const dealDiscussionForm = defineLaidOutForm({
  schema: () => import('./schema').then((module) => module.dealDiscussionSchema),
  payload: dealDiscussionPayload,
  // It shares its page with the `fundingCallback` form: two buttons both named 'Submit' would not say which is which.
  submitLabel: 'Request a call',
  fields: [
    { kind: 'yesNo', name: 'Has_Deal', label: 'Do you have a deal to discuss?', required: false },
    {
      kind: 'textarea',
      name: 'Description_of_Deal_Details',
      label: 'Deal details',
      required: false,
      maxLength: LONG_TEXT_MAX,
      helperText: 'Borrower, property or collateral, amount and timing.',
    },
    phoneField('Telephone', 'Telephone'),
  ],
});

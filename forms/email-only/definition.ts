import { defineForm } from '../engine/types';
import { emailOnlyPayload } from './payload';
import { emailOnlySchema } from './schema';

/** The `emailOnly` form (spec 01 §3). */
export const emailOnlyForm = defineForm({
  schema: emailOnlySchema,
  payload: emailOnlyPayload,
  fields: [
  { kind: 'text', name: 'email', label: 'Email', autoComplete: 'email' },
  ],
});

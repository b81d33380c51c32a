import { defineForm } from '../engine/define-form';
import { emailOnlyPayload } from './payload';

/** The `emailOnly` form (spec 01 §3). */
export const emailOnlyForm = defineForm({
  schema: () => import('./schema').then((module) => module.emailOnlySchema),
  payload: emailOnlyPayload,
  fields: [
  { kind: 'text', name: 'email', label: 'Email', autoComplete: 'email' },
  ],
});

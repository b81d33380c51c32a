import { defineLaidOutForm } from '../engine/StandardForm';
import { emailOnlyPayload } from './payload';

/** The `emailOnly` form (spec 01 §3). */
export const emailOnlyForm = defineLaidOutForm({
  schema: () => import('./schema').then((module) => module.emailOnlySchema),
  payload: emailOnlyPayload,
  fields: [{ kind: 'text', name: 'email', label: 'Email', autoComplete: 'email' }],
});

import { defineLaidOutForm } from '../engine/StandardForm';
import { emailMessagePayload } from './payload';
import { LONG_TEXT_MAX } from '../fields/limits';
import { emailField } from '../fields/groups';

/** Email and message form (spec 03 §3). */
export const emailMessageForm = defineLaidOutForm({
  schema: () => import('./schema').then((module) => module.emailMessageSchema),
  payload: emailMessagePayload,
  fields: [emailField('email'), { kind: 'textarea', name: 'message', label: 'Message', maxLength: LONG_TEXT_MAX }],
});

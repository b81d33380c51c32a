import { defineForm } from '../engine/types';
import { emailMessagePayload } from './payload';
import { emailMessageSchema, MESSAGE_MAX } from './schema';

/** Email and message form (spec 03 §3). */
export const emailMessageForm = defineForm({
  schema: emailMessageSchema,
  payload: emailMessagePayload,
  fields: [
    { kind: 'email', name: 'email', label: 'Email' },
    { kind: 'textarea', name: 'message', label: 'Message', maxLength: MESSAGE_MAX },
  ],
});

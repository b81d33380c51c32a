import { defineForm } from '../engine/types';
import { basicContactPayload } from './payload';

/** The `basicContact` form (spec 03 §3): name, email and phone. */
export const basicContactForm = defineForm({
  schema: () => import('./schema').then((module) => module.basicContactSchema),
  payload: basicContactPayload,
  fields: [
    { kind: 'text', name: 'first_name', label: 'First Name', autoComplete: 'given-name' },
    { kind: 'text', name: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
    { kind: 'text', name: 'email', label: 'Email', autoComplete: 'email' },
    { kind: 'phone', name: 'phone', label: 'Phone', autoComplete: 'tel' },
  ],
});

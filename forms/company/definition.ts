import { defineForm } from '../engine/types';
import { companyPayload } from './payload';

/** Company lead form (spec 01 §3). */
export const companyForm = defineForm({
  schema: () => import('./schema').then((module) => module.companySchema),
  payload: companyPayload,
  fields: [
  { kind: 'text', name: 'first_name', label: 'First Name', autoComplete: 'given-name' },
  { kind: 'text', name: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
  { kind: 'text', name: 'email', label: 'Email', autoComplete: 'email' },
  { kind: 'phone', name: 'phone', label: 'Phone', autoComplete: 'tel' },
  { kind: 'text', name: 'company', label: 'Company', autoComplete: 'organization' },
  ],
});

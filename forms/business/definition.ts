import { defineForm } from '../engine/types';
import { businessPayload } from './payload';

/** Business lead form (spec 01 §3); validation on change only (spec 01 §4). */
export const businessForm = defineForm({
  schema: () => import('./schema').then((module) => module.businessSchema),
  payload: businessPayload,
  mode: 'onChange',
  fields: [
  { kind: 'text', name: 'first_name', label: 'First Name', autoComplete: 'given-name' },
  { kind: 'text', name: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
  { kind: 'text', name: 'Business_Name__c', label: 'Business Name', autoComplete: 'organization' },
  { kind: 'text', name: 'email', label: 'Email', autoComplete: 'email' },
  { kind: 'phone', name: 'phone', label: 'Phone', autoComplete: 'tel' },
  { kind: 'text', name: 'NMLS_ID__c', label: 'Company NMLS ID' },
  ],
});

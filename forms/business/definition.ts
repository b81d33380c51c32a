import { defineLaidOutForm } from '../engine/StandardForm';
import { businessPayload } from './payload';
import { nameFields } from '../fields/groups';

/** Business lead form (spec 01 §3); validation on change only (spec 01 §4). */
export const businessForm = defineLaidOutForm({
  schema: () => import('./schema').then((module) => module.businessSchema),
  payload: businessPayload,
  mode: 'onChange',
  fields: [
  ...nameFields(),
  { kind: 'text', name: 'Business_Name__c', label: 'Business Name', autoComplete: 'organization' },
  { kind: 'text', name: 'email', label: 'Email', autoComplete: 'email' },
  { kind: 'phone', name: 'phone', label: 'Phone', autoComplete: 'tel' },
  { kind: 'text', name: 'NMLS_ID__c', label: 'Company NMLS ID' },
  ],
});

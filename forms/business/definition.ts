import { defineLaidOutForm } from '../engine/StandardForm';
import { businessPayload } from './payload';
import { companyField, nameFields, phoneField } from '../fields/groups';

/** Business lead form (spec 01 §3); validation on change only (spec 01 §4). */
export const businessForm = defineLaidOutForm({
  schema: () => import('./schema').then((module) => module.businessSchema),
  payload: businessPayload,
  mode: 'onChange',
  fields: [
    ...nameFields(),
    companyField('Business_Name__c', 'Business Name'),
    { kind: 'text', name: 'email', label: 'Email', autoComplete: 'email' },
    phoneField('phone'),
    { kind: 'text', name: 'NMLS_ID__c', label: 'Company NMLS ID' },
  ],
});

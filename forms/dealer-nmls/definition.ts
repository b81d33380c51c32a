import { defineForm } from '../engine/types';
import { dealerNmlsPayload } from './payload';
import { NMLS_MAX } from './constants';

/** Dealer lead with NMLS ID (spec 03 §3). */
export const dealerNmlsForm = defineForm({
  schema: () => import('./schema').then((module) => module.dealerNmlsSchema),
  payload: dealerNmlsPayload,
  fields: [
    { kind: 'text', name: 'first_name', label: 'First Name', autoComplete: 'given-name' },
    { kind: 'text', name: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
    { kind: 'text', name: 'email', label: 'Email', autoComplete: 'email' },
    { kind: 'phone', name: 'phone', label: 'Phone', autoComplete: 'tel' },
    { kind: 'text', name: 'NMLS_ID__c', label: 'NMLS ID', maxLength: NMLS_MAX },
  ],
});

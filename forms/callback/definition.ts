import { defineForm } from '../engine/types';
import { callbackPayload } from './payload';

/** Callback form (spec 01 §3); its button is disabled only while the form is invalid (spec 01 §4). */
export const callbackForm = defineForm({
  schema: () => import('./schema').then((module) => module.callbackSchema),
  payload: callbackPayload,
  button: 'invalidOnly',
  fields: [
  { kind: 'text', name: 'first_name', label: 'First Name', autoComplete: 'given-name' },
  { kind: 'text', name: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
  { kind: 'text', name: 'email', label: 'Email', autoComplete: 'email' },
  { kind: 'phone', name: 'phone', label: 'Phone', autoComplete: 'tel' },
  { kind: 'date', name: 'Best_Contact_Date__c', label: 'Best contact date' },
  { kind: 'timeSlot', name: 'Best_Time_To_Call__c', label: 'Best time to call' },
  ],
});

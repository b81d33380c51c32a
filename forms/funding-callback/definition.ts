import { defineForm } from '../engine/types';
import { fundingCallbackPayload } from './payload';

/** The `fundingCallback` form (spec 01 §3); a spinner replaces the button while sending (spec 01 §4). */
export const fundingCallbackForm = defineForm({
  schema: () => import('./schema').then((module) => module.fundingCallbackSchema),
  payload: fundingCallbackPayload,
  button: 'spinner',
  fields: [
  { kind: 'text', name: 'first_name', label: 'First Name', autoComplete: 'given-name' },
  { kind: 'text', name: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
  { kind: 'text', name: 'email', label: 'Email', autoComplete: 'email' },
  { kind: 'phone', name: 'phone', label: 'Phone', autoComplete: 'tel' },
  { kind: 'date', name: 'Best_Contact_Date__c', label: 'Best contact date' },
  { kind: 'timeSlot', name: 'Best_Time_To_Call__c', label: 'Best time to call' },
  { kind: 'currency', name: 'Potential_Funding__c', label: 'Potential funding' },
  ],
});

import { defineLaidOutForm } from '../engine/StandardForm';
import { fundingCallbackPayload } from './payload';
import { personFields } from '../fields/groups';

/** The `fundingCallback` form (spec 01 §3); a spinner replaces the button while sending (spec 01 §4). */
export const fundingCallbackForm = defineLaidOutForm({
  schema: () => import('./schema').then((module) => module.fundingCallbackSchema),
  payload: fundingCallbackPayload,
  button: 'spinner',
  fields: [
    ...personFields(),
    { kind: 'date', name: 'Best_Contact_Date__c', label: 'Best contact date' },
    { kind: 'timeSlot', name: 'Best_Time_To_Call__c', label: 'Best time to call' },
    { kind: 'currency', name: 'Potential_Funding__c', label: 'Potential funding' },
  ],
});

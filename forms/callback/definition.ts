import { defineLaidOutForm } from '../engine/StandardForm';
import { callbackPayload } from './payload';
import { personFields } from '../fields/groups';

/** Callback form (spec 01 §3); its button is disabled only while the form is invalid (spec 01 §4). */
export const callbackForm = defineLaidOutForm({
  schema: () => import('./schema').then((module) => module.callbackSchema),
  payload: callbackPayload,
  button: 'invalidOnly',
  fields: [
    ...personFields(),
    { kind: 'date', name: 'Best_Contact_Date__c', label: 'Best contact date' },
    { kind: 'timeSlot', name: 'Best_Time_To_Call__c', label: 'Best time to call' },
  ],
});

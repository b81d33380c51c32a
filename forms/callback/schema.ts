import { type InferType } from 'yup';
import { todayIso } from '../fields/dates';
import { contactDate, leadForm, personRules, timeToCall } from '../fields/rules';

/** The callback form's fields, with today ('yyyy-mm-dd') supplied; shared with the funding form. */
export function callbackFields(today: () => string = todayIso) {
  return {
    ...personRules,
    Best_Contact_Date__c: contactDate(today),
    Best_Time_To_Call__c: timeToCall,
  };
}

/** Callback form (spec 01 §3), for a given today. */
export function createCallbackSchema(today: () => string = todayIso) {
  return leadForm(callbackFields(today));
}

/** Callback form, today being the visitor's today. */
export const callbackSchema = createCallbackSchema();

export type CallbackValues = InferType<typeof callbackSchema>;

import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { formatUsDate } from '../fields/dates';
import { type ContactFields, contactFields, record, text } from '../fields/values';
import type { CallbackValues } from './schema';

export type CallbackPayload = AttributionFields &
  ContactFields & {
    /** MM/DD/YYYY. */
    Best_Contact_Date__c: string;
    Best_Time_To_Call__c: string;
    /** The same formatted date. */
    Best_Best_Contact_Date__c: string;
    /** The same formatted date. */
    Date_Business_Established__c: string;
  };

/**
 * The callback form's payload (spec 01 §3): the date input's 'yyyy-mm-dd' reformatted to US locale
 * (MM/DD/YYYY, the same calendar day) and copied to Best_Best_Contact_Date__c and
 * Date_Business_Established__c.
 */
export function callbackPayload(values: CallbackValues, context: FormContext): CallbackPayload {
  const v = record(values);
  const date = formatUsDate(text(v.Best_Contact_Date__c));
  return {
    ...attribution(context),
    ...contactFields(v),
    Best_Contact_Date__c: date,
    Best_Time_To_Call__c: text(v.Best_Time_To_Call__c),
    Best_Best_Contact_Date__c: date,
    Date_Business_Established__c: date,
  };
}

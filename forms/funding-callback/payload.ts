import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { parseUsd } from '../fields/currency';
import { formatUsDate } from '../fields/dates';
import { type ContactFields, contactFields, record, text } from '../fields/values';
import type { FundingCallbackValues } from './schema';

export type FundingCallbackPayload = AttributionFields &
  ContactFields & {
    /** MM/DD/YYYY. */
    Best_Contact_Date__c: string;
    Best_Time_To_Call__c: string;
    /** Dollars, $ spaces and commas removed. */
    Potential_Funding__c: number;
  };

/**
 * The `fundingCallback` form's payload (spec 01 §3): the callback fields with Best_Contact_Date__c in US
 * locale, and Potential_Funding__c as a number. Unlike the callback form, the spec adds no
 * Best_Best_Contact_Date__c or Date_Business_Established__c here. An amount that is not one (which
 * validation rejects) gives NaN, never a throw.
 */
export function fundingCallbackPayload(values: FundingCallbackValues, context: FormContext): FundingCallbackPayload {
  const v = record(values);
  return {
    ...attribution(context),
    ...contactFields(v),
    Best_Contact_Date__c: formatUsDate(text(v.Best_Contact_Date__c)),
    Best_Time_To_Call__c: text(v.Best_Time_To_Call__c),
    Potential_Funding__c: parseUsd(text(v.Potential_Funding__c)),
  };
}

import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { phoneDigits, record, text } from '../fields/values';
import type { BusinessValues } from './schema';

export interface BusinessPayload extends AttributionFields {
  first_name: string;
  last_name: string;
  Business_Name__c: string;
  email: string;
  phone: string;
  NMLS_ID__c: string;
}

/** The business lead form's payload (spec 01 §3). */
export function businessPayload(values: BusinessValues, context: FormContext): BusinessPayload {
  const v = record(values);
  return {
    ...attribution(context),
    first_name: text(v.first_name),
    last_name: text(v.last_name),
    Business_Name__c: text(v.Business_Name__c),
    email: text(v.email),
    phone: phoneDigits(v.phone),
    NMLS_ID__c: text(v.NMLS_ID__c),
  };
}

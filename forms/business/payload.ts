import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { type ContactFields, contactFields, record, text } from '../fields/values';
import type { BusinessValues } from './schema';

export type BusinessPayload = AttributionFields &
  ContactFields & {
    Business_Name__c: string;
    NMLS_ID__c: string;
  };

/** The business lead form's payload (spec 01 §3). */
export function businessPayload(values: BusinessValues, context: FormContext): BusinessPayload {
  const v = record(values);
  return {
    ...attribution(context),
    ...contactFields(v),
    Business_Name__c: text(v.Business_Name__c),
    NMLS_ID__c: text(v.NMLS_ID__c),
  };
}

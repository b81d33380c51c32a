import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { type ContactFields, contactFields, flag, record, text } from '../fields/values';
import type { SmallBusinessValues } from './schema';

export type SmallBusinessPayload = AttributionFields &
  ContactFields & {
    company: string;
    Estimated_Gross_Annual_Revenue__c: string;
    Banking__c: boolean;
    Treasury_Management__c: boolean;
    Lending__c: boolean;
    Others__c: boolean;
    Others_Detail__c?: string;
    Product_and_servicing_needs__c?: string;
  };

/**
 * The small business lead (spec 03 §3): the phone as 10 digits, the four products as booleans
 * (Banking__c coerced to one whatever the form held, as the spec asks; the others alike), the detail
 * of Other only while Other is ticked, and the free texts only when written.
 */
export function smallBusinessPayload(values: SmallBusinessValues, context: FormContext): SmallBusinessPayload {
  const v = record(values);
  const others = flag(v.Others__c);
  const detail = others ? text(v.Others_Detail__c) : '';
  const needs = text(v.Product_and_servicing_needs__c);
  return {
    ...attribution(context),
    ...contactFields(v),
    company: text(v.company),
    Estimated_Gross_Annual_Revenue__c: text(v.Estimated_Gross_Annual_Revenue__c),
    Banking__c: flag(v.Banking__c),
    Treasury_Management__c: flag(v.Treasury_Management__c),
    Lending__c: flag(v.Lending__c),
    Others__c: others,
    ...(detail !== '' ? { Others_Detail__c: detail } : {}),
    ...(needs !== '' ? { Product_and_servicing_needs__c: needs } : {}),
  };
}

import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { type ContactFields, contactFields, joinMulti, record, text } from '../fields/values';
import type { ClearingValues } from './schema';

export type ClearingPayload = AttributionFields &
  ContactFields & {
    company: string;
    Business_Type__c: string;
    Current_Assets_Under_Management__c: string;
    Memo__c?: string;
    Lead_Source_Detail_SFDC2__c?: string;
  };

/** The page content's setting that holds the clearing source label (forms/clearing/manifest.ts settings). */
const LEAD_SOURCE_SETTING = 'leadSourceDetail';

/** The strings of a list, whatever was passed (validated values are always a list of strings). */
function strings(value: unknown): string[] {
  return Array.isArray(value) ? Array.from(value as unknown[]).filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The clearing lead (spec 03 §3): the phone as 10 digits, the business types joined with ';', the
 * memo only when written, and the hidden Lead_Source_Detail_SFDC2__c fixed to the clearing source
 * label the page's content sets (`settings.leadSourceDetail`), in place of the site's CRM one.
 */
export function clearingPayload(values: ClearingValues, context: FormContext): ClearingPayload {
  const v = record(values);
  const memo = text(v.Memo__c);
  const source = text(context.settings?.[LEAD_SOURCE_SETTING]);
  return {
    ...attribution(context),
    ...(source !== '' ? { Lead_Source_Detail_SFDC2__c: source } : {}),
    ...contactFields(v),
    company: text(v.company),
    Business_Type__c: joinMulti(strings(v.Business_Type__c)),
    Current_Assets_Under_Management__c: text(v.Current_Assets_Under_Management__c),
    ...(memo !== '' ? { Memo__c: memo } : {}),
  };
}

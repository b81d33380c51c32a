import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { phoneDigits, record, text } from '../fields/values';
import { pageHas } from './pages';
import { MIXED_USE } from './constants';
import type { CommercialLendingValues } from './schema';

export type CommercialLendingPayload = AttributionFields & {
  first_name: string;
  last_name: string;
  email: string;
  General_Business_Phone_SFDC2__c: string;
  Annual_Gross_Revenue__c: string;
  Time_in_Business__c: string;
  Lead_Type__c: string;
  Company_NMLS_ID__c?: string;
  Business_Name__c?: string;
  Property_Zip__c?: string;
  Type_of_Equipment_Finance__c?: string;
  Asset_Class__c?: string;
  Loan__c?: string;
  Requested_loan_amount_and_leverage__c?: string;
};

/** The key and value when the value is written, nothing otherwise (an optional field is left out). */
function optional<K extends string>(key: K, value: string): Partial<Record<K, string>> {
  return value === '' ? {} : ({ [key]: value } as Record<K, string>);
}

/**
 * The commercial lending lead (spec 03 §3): the fields every page has, the optional ones when
 * written, and the page-dependent fields of the page it was sent from (`context.path`) only:
 * equipment type on the equipment page, asset class on the warehouse and bridge pages (Mixed-Use on
 * the bridge page only), loan purpose on the bridge page, requested amount on the warehouse and
 * bridge pages. The phone is sent as 10 digits.
 */
export function commercialLendingPayload(values: CommercialLendingValues, context: FormContext): CommercialLendingPayload {
  const v = record(values);
  const path = context.path;
  const has = (field: Parameters<typeof pageHas>[1], value: string) => (pageHas(path, field) ? value : '');
  const assetClass = text(v.Asset_Class__c);
  return {
    ...attribution(context),
    first_name: text(v.first_name),
    last_name: text(v.last_name),
    email: text(v.email),
    General_Business_Phone_SFDC2__c: phoneDigits(v.General_Business_Phone_SFDC2__c),
    Annual_Gross_Revenue__c: text(v.Annual_Gross_Revenue__c),
    Time_in_Business__c: text(v.Time_in_Business__c),
    Lead_Type__c: text(v.Lead_Type__c),
    ...optional('Company_NMLS_ID__c', text(v.Company_NMLS_ID__c)),
    ...optional('Business_Name__c', text(v.Business_Name__c)),
    ...optional('Property_Zip__c', text(v.Property_Zip__c)),
    ...optional('Type_of_Equipment_Finance__c', has('equipmentType', text(v.Type_of_Equipment_Finance__c))),
    ...optional('Asset_Class__c', has('assetClass', assetClass === MIXED_USE && !pageHas(path, 'mixedUse') ? '' : assetClass)),
    ...optional('Loan__c', has('loan', text(v.Loan__c))),
    ...optional('Requested_loan_amount_and_leverage__c', has('requestedAmount', text(v.Requested_loan_amount_and_leverage__c))),
  };
}

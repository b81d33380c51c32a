/** Fixtures and helpers shared by the forms' tests (not used by the app). */
import { ValidationError, type AnyObjectSchema } from 'yup';
import type { FormContext } from './attribution';
import type { FormId } from './form-ids';

/** The first message per field of `values` under `schema` ({} when valid). */
export function errorsOf(schema: AnyObjectSchema, values: unknown): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) {
      const path = inner.path ?? '';
      if (!(path in errors)) errors[path] = inner.message;
    }
    return errors;
  }
}

/** A page with CRM configuration and every tracking parameter. */
export const CONTEXT: FormContext = {
  crm: { brand: 'Bank', branch: 'Business', subBranch: 'SBA', leadSourceDetail: 'Web form', otherLeadSource: 'Site' },
  path: '/business/sba',
  search:
    '?utm_campaign=c&utm_content=ct&utm_medium=m&utm_source=s&utm_term=t&cjdata=cd&cjevent=ce' +
    '&utm_promocode=p&experience_id=e&hem=h&identity=i&msclkid=ms&fbclid=fb&gclid=g',
};

/** The attribution fields of CONTEXT. */
export const CONTEXT_ATTRIBUTION = {
  Brand_SFDC2__c: 'Bank',
  Branch_SFDC2__c: 'Business',
  Sub_Branch_SFDC2__c: 'SBA',
  Lead_Source_Detail_SFDC2__c: 'Web form',
  Other_Lead_Source__c: 'Site',
  lead_source: 'Web RMI',
  Web_Source__c: '/business/sba',
  Full_Web_Source__c: '/business/sba',
  Marketing_Source__c: 'c',
  First_UTMCampaign__c: 'c',
  First_UTMContent__c: 'ct',
  First_UTMMedium__c: 'm',
  First_UTMSource__c: 's',
  First_UTMTerm__c: 't',
  Primary_Cjdata__c: 'cd',
  Primary_Cjevent__c: 'ce',
  First_UTMPromo_Code__c: 'p',
  First_UTMExperience_Id__c: 'e',
  First_UTMHem__c: 'h',
  First_UTMIdentity__c: 'i',
  First_MicrosoftClickId__c: 'ms',
  First_FacebookClickId__c: 'fb',
  First_GoogleClickId__c: 'g',
} as const;

/** A page without configuration or query: the attribution fields that are always there. */
export const BARE_CONTEXT: FormContext = { crm: {}, path: '/' };
export const BARE_ATTRIBUTION = {
  lead_source: 'Web RMI',
  Web_Source__c: '/',
  Full_Web_Source__c: '/',
  Marketing_Source__c: 'no campaign_no source',
} as const;

export const TODAY = '2026-11-21';

/** Contact values every spec 01 form but `emailOnly` has. */
export const PERSON = { first_name: ' Ann ', last_name: 'Lee', email: 'ann@example.com', phone: '555-123-4567' };

/** A day that stays in the future, for forms whose date may not be in the past. */
export const FUTURE_DAY = '2099-01-15';

/**
 * A form's examples for the registry's tests (forms/<folder>/test-examples.ts): a valid set of values,
 * and the message each field reports when the form is sent empty (fields absent are optional).
 */
export type FormExamples = {
  formId: FormId;
  valid: Record<string, unknown>;
  empty: Record<string, string>;
  /**
   * Fields a reveal rule shows and that are then required (announced as required): the message each
   * reports when it alone is empty in `valid`, which must show them all.
   */
  revealed?: Record<string, string>;
};

export function defineExamples(formId: FormId, examples: Omit<FormExamples, 'formId'>): FormExamples {
  return { formId, ...examples };
}

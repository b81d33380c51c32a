/**
 * The hidden attribution fields of spec 01 §3, sent with every lead form, as a pure function of the
 * page's CRM configuration, its path and its URL query.
 *
 * Decisions (the spec leaves them open):
 * - An absent value is omitted: the key is not in the result. A query parameter given empty
 *   (`?gclid=`) counts as absent, and so does an empty CRM setting. Only lead_source, Web_Source__c,
 *   Full_Web_Source__c and Marketing_Source__c are always present.
 * - Web_Source__c and Full_Web_Source__c both hold the page path, as spec 01 §3 says ("hold the
 *   current page path"). Neither carries the origin, the query (its tracking parameters have fields of
 *   their own) or the #fragment.
 * - A parameter given more than once: the first value.
 */

/** A brand's or page's CRM configuration (content). Every setting is optional. */
export type CrmConfig = {
  brand?: string;
  branch?: string;
  subBranch?: string;
  leadSourceDetail?: string;
  otherLeadSource?: string;
};

/** Where the form is: everything a payload builder needs besides the values. */
export type FormContext = {
  crm: CrmConfig;
  /** The page path, e.g. '/business/lending'. */
  path: string;
  /** The page's query, as URLSearchParams or a string with or without its leading '?'. */
  search?: URLSearchParams | string;
  /** The page's full URL and title: the context of a payload in the HubSpot shape (spec 03 §7). */
  pageUri?: string;
  pageName?: string;
  /** The form's settings from the page's content (see FormProps.settings). */
  settings?: Readonly<Record<string, string | number | boolean>>;
};

const LEAD_SOURCE = 'Web RMI';
export const NO_CAMPAIGN = 'no campaign_no source';

export type AttributionFields = {
  Brand_SFDC2__c?: string;
  Branch_SFDC2__c?: string;
  Sub_Branch_SFDC2__c?: string;
  Lead_Source_Detail_SFDC2__c?: string;
  Other_Lead_Source__c?: string;
  lead_source: typeof LEAD_SOURCE;
  Web_Source__c: string;
  Full_Web_Source__c: string;
  Marketing_Source__c: string;
  First_UTMCampaign__c?: string;
  First_UTMContent__c?: string;
  First_UTMMedium__c?: string;
  First_UTMSource__c?: string;
  First_UTMTerm__c?: string;
  Primary_Cjdata__c?: string;
  Primary_Cjevent__c?: string;
  First_UTMPromo_Code__c?: string;
  First_UTMExperience_Id__c?: string;
  First_UTMHem__c?: string;
  First_UTMIdentity__c?: string;
  First_MicrosoftClickId__c?: string;
  First_FacebookClickId__c?: string;
  First_GoogleClickId__c?: string;
};

/** CRM field ← CRM configuration setting. */
export const CRM_FIELDS = {
  Brand_SFDC2__c: 'brand',
  Branch_SFDC2__c: 'branch',
  Sub_Branch_SFDC2__c: 'subBranch',
  Lead_Source_Detail_SFDC2__c: 'leadSourceDetail',
  Other_Lead_Source__c: 'otherLeadSource',
} as const satisfies Record<string, keyof CrmConfig>;

/** CRM field ← URL query parameter. */
export const QUERY_FIELDS = {
  First_UTMCampaign__c: 'utm_campaign',
  First_UTMContent__c: 'utm_content',
  First_UTMMedium__c: 'utm_medium',
  First_UTMSource__c: 'utm_source',
  First_UTMTerm__c: 'utm_term',
  Primary_Cjdata__c: 'cjdata',
  Primary_Cjevent__c: 'cjevent',
  First_UTMPromo_Code__c: 'utm_promocode',
  First_UTMExperience_Id__c: 'experience_id',
  First_UTMHem__c: 'hem',
  First_UTMIdentity__c: 'identity',
  First_MicrosoftClickId__c: 'msclkid',
  First_FacebookClickId__c: 'fbclid',
  First_GoogleClickId__c: 'gclid',
} as const satisfies Record<string, string>;

function toParams(search: URLSearchParams | string | undefined): URLSearchParams {
  if (search instanceof URLSearchParams) return search;
  return new URLSearchParams(search ?? '');
}

function present(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** The hidden attribution fields for a form on `context.path` with `context.search`. */
export function attribution(context: FormContext): AttributionFields {
  const params = toParams(context.search);
  const crm: CrmConfig = context.crm ?? {};
  const path = String(context.path ?? '');
  const campaign = params.get('utm_campaign');

  const fields: AttributionFields = {
    lead_source: LEAD_SOURCE,
    Web_Source__c: path,
    Full_Web_Source__c: path,
    Marketing_Source__c: present(campaign) ? campaign : NO_CAMPAIGN,
  };
  for (const [field, setting] of Object.entries(CRM_FIELDS) as [keyof typeof CRM_FIELDS, keyof CrmConfig][]) {
    const value = crm[setting];
    if (present(value)) fields[field] = value;
  }
  for (const [field, name] of Object.entries(QUERY_FIELDS) as [keyof typeof QUERY_FIELDS, string][]) {
    const value = params.get(name);
    if (present(value)) fields[field] = value;
  }
  return fields;
}

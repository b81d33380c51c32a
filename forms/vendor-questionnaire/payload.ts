import type { FormContext } from '../attribution';
import { consentToProcess, hubspotContext } from '../fields/hubspot';
import { rowCount } from '../fields/rows';
import { phoneDigits, record, text } from '../fields/values';
import type { HubSpotField, HubSpotSubmission } from '../submit/types';
import { OFFICER_FIELDS, OFFICERS, OWNER_FIELDS, OWNERS } from './constants';
import type { VendorQuestionnaireValues } from './schema';

/** HubSpot's object type ids (spec 03 §3): the company object and the contact object. */
const COMPANY = '0-2';
const CONTACT = '0-1';

/** The settings the page's content gives this form (its manifest's settings). */
const SETTING_KEYS = { consentText: 'consentText', pageId: 'pageId' } as const;

/** How a field's value is sent: as typed (trimmed), or a phone as its 10 digits. */
type Kind = 'text' | 'phone';
type Entry = { name: string; kind?: Kind; objectTypeId: string };

const company = (name: string, kind: Kind = 'text'): Entry => ({ name, kind, objectTypeId: COMPANY });
const contact = (name: string): Entry => ({ name, objectTypeId: CONTACT });

/** The rows the visitor added: row n's fields, for n from 1 to the count. */
function rows(count: number, columns: readonly { names: readonly string[]; kind?: Kind }[]): Entry[] {
  return Array.from({ length: count }, (_, index) => columns.map((column) => company(column.names[index] ?? '', column.kind))).flat();
}

/**
 * The vendor questionnaire's submission (spec 03 §3 "Vendor questionnaire", §7): every field in the
 * form's order as { name, value, objectTypeId }. The company's and the vendor's answers (owners,
 * contacts, organization, officers, insurer, forecast, security) describe the company and go to the
 * company object, '0-2'; the person filling it in goes to the contact object, '0-1'. Owners and officers
 * are sent as owner_name_1 ... for the rows shown only; an optional field left empty is left out; phones
 * are sent as 10 digits. The context carries the page's HubSpot id from content, and consent to process.
 */
export function vendorQuestionnairePayload(values: VendorQuestionnaireValues, context: FormContext): HubSpotSubmission {
  const v = record(values);
  const settings = context.settings ?? {};
  const owners = rowCount(v.owner_count, OWNERS.min, OWNERS.max);
  const officers = rowCount(v.officer_count, OFFICERS.min, OFFICERS.max);
  const entries: Entry[] = [
    company('name'),
    company('dba'),
    company('phone', 'phone'),
    company('website'),
    company('address'),
    company('address2'),
    company('city'),
    company('state'),
    company('zip'),
    company('description'),
    company('how_did_you_hear_about_us_'),
    ...rows(owners, [{ names: OWNER_FIELDS.name }, { names: OWNER_FIELDS.phone, kind: 'phone' }, { names: OWNER_FIELDS.email }]),
    company('sales_contact_name'),
    company('sales_contact_phone', 'phone'),
    company('sales_contact_email'),
    company('finance_contact_name'),
    company('finance_contact_phone', 'phone'),
    company('finance_contact_email'),
    company('type_of_organization'),
    company('founded_year'),
    ...rows(officers, [{ names: OFFICER_FIELDS.name }, { names: OFFICER_FIELDS.title }]),
    company('name_of_insurer'),
    company('insurer_phone', 'phone'),
    company('insurer_email'),
    company('forecasted_business'),
    company('forecasted_business_comments'),
    company('security_transit_approval_documents'),
    company('security_transit_closing_documents'),
    company('security_rest_electronic'),
    company('security_rest_paper'),
    company('security_time_of_disposal_paper'),
    company('security_time_of_disposal_electronic'),
    contact('firstname'),
    contact('lastname'),
    contact('jobtitle'),
    contact('company'),
    contact('email'),
  ];
  const fields: HubSpotField[] = [];
  for (const { name, kind, objectTypeId } of entries) {
    const value = kind === 'phone' ? phoneDigits(v[name]) : text(v[name]);
    if (value !== '') fields.push({ name, value, objectTypeId });
  }
  return {
    fields,
    context: hubspotContext(context, settings[SETTING_KEYS.pageId] ?? ''),
    legalConsentOptions: consentToProcess(settings[SETTING_KEYS.consentText]),
  };
}

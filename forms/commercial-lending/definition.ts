import { defineLaidOutForm } from '../engine/StandardForm';
import type { FormEnv } from '../engine/types';
import { pageHas } from './pages';
import { commercialLendingPayload } from './payload';
import {
  ASSET_CLASSES,
  BUSINESS_NAME_MAX,
  COMMERCIAL_REVENUE,
  EQUIPMENT_TYPES,
  LEAD_TYPES,
  LOAN_PURPOSES,
  MIXED_USE,
  REQUESTED_MAX,
  TIME_IN_BUSINESS,
} from './constants';
import { ZIP_MAX } from '../fields/limits';
import { companyField, emailField, nameFields, phoneField, zipField } from '../fields/groups';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * Commercial lending inquiry (spec 03 §3, §4): one form for the three commercial lending pages,
 * whose page-dependent fields show on their page only (the page's route, `env.path`); a spinner
 * replaces the button while sending.
 */
export const commercialLendingForm = defineLaidOutForm({
  schema: () => import('./schema').then((module) => module.commercialLendingSchema),
  payload: commercialLendingPayload,
  button: 'spinner',
  fields: [
    ...nameFields(),
    emailField('email', 'Business Email'),
    phoneField('General_Business_Phone_SFDC2__c', 'Business Phone'),
    companyField('Business_Name__c', 'Business Name', { required: false, maxLength: BUSINESS_NAME_MAX }),
    { kind: 'text', name: 'Company_NMLS_ID__c', label: 'Company NMLS ID', required: false, maxLength: 7 },
    { kind: 'select', name: 'Annual_Gross_Revenue__c', label: 'Annual Gross Revenue', options: options(COMMERCIAL_REVENUE) },
    { kind: 'radio', name: 'Time_in_Business__c', label: 'Time in Business', options: options(TIME_IN_BUSINESS) },
    { kind: 'radio', name: 'Lead_Type__c', label: 'Are you a broker or a borrower?', options: options(LEAD_TYPES), inline: true },
    {
      kind: 'select',
      name: 'Type_of_Equipment_Finance__c',
      label: 'Type of Equipment Finance',
      required: false,
      options: options(EQUIPMENT_TYPES),
      when: (_values, env) => pageHas(env.path, 'equipmentType'),
    },
    {
      kind: 'select',
      name: 'Asset_Class__c',
      label: 'Asset Class',
      required: false,
      options: ASSET_CLASSES.map((value) =>
        value === MIXED_USE ? { value, label: value, when: (env: FormEnv) => pageHas(env.path, 'mixedUse') } : { value, label: value },
      ),
      when: (_values, env) => pageHas(env.path, 'assetClass'),
    },
    {
      kind: 'select',
      name: 'Loan__c',
      label: 'Loan Purpose',
      required: false,
      options: options(LOAN_PURPOSES),
      when: (_values, env) => pageHas(env.path, 'loan'),
    },
    {
      kind: 'text',
      name: 'Requested_loan_amount_and_leverage__c',
      label: 'Requested Loan Amount and Leverage',
      helperText: 'For example, $10MM at 65% LTV.',
      required: false,
      maxLength: REQUESTED_MAX,
      when: (_values, env) => pageHas(env.path, 'requestedAmount'),
    },
    zipField('Property_Zip__c', { label: 'Property Zip Code', required: false, maxLength: ZIP_MAX }),
  ],
});

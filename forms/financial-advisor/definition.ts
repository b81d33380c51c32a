import { defineLaidOutForm } from '../engine/StandardForm';
import { financialAdvisorPayload } from './payload';
import { ADVISOR_AUM, ADVISOR_ROLES } from './constants';
import { COMPANY_MAX, LONG_TEXT_MAX } from '../fields/limits';
import { companyField, personFields } from '../fields/groups';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The `financialAdvisor` form (spec 03 §3); a spinner replaces the button while sending (spec 03 §4). */
export const financialAdvisorForm = defineLaidOutForm({
  schema: () => import('./schema').then((module) => module.financialAdvisorSchema),
  payload: financialAdvisorPayload,
  button: 'spinner',
  fields: [
    ...personFields(),
    companyField('company', 'Company', { required: false, maxLength: COMPANY_MAX }),
    {
      kind: 'select',
      name: 'Current_Assets_Under_Management__c',
      label: 'Assets Under Management',
      options: options(ADVISOR_AUM),
      required: false,
    },
    { kind: 'select', name: 'Role__c', label: 'Role', options: options(ADVISOR_ROLES) },
    // One row (spec 03 §9): the comments are optional, so the field stays small until used.
    { kind: 'textarea', name: 'description', label: 'Comments', rows: 1, maxLength: LONG_TEXT_MAX, required: false },
  ],
});

import { defineForm } from '../engine/define-form';
import { clearingPayload } from './payload';
import { BUSINESS_TYPES, CLEARING_AUM } from './constants';
import { COMPANY_MAX, TEXTAREA_MAX } from '../fields/limits';
import { companyField, emailField, nameFields, phoneField } from '../fields/groups';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * Broker-dealer clearing inquiry (spec 03 §3, §4, §8). Validation runs on every change (spec 03 §4),
 * not on blur: leaving the two lists is answered by the manual errors of §8 (form.tsx), which a
 * blur-time validation would overwrite with the schema's messages. The button also waits until the
 * visitor has touched or chosen both lists (§4).
 */
export const clearingForm = defineForm({
  schema: () => import('./schema').then((module) => module.clearingSchema),
  payload: clearingPayload,
  mode: 'onChange',
  requireTouched: ['Business_Type__c', 'Current_Assets_Under_Management__c'],
  fields: [
    ...nameFields(),
    companyField('company', 'Broker-Dealer Name', { maxLength: COMPANY_MAX }),
    emailField('email'),
    phoneField('phone'),
    {
      kind: 'multiSelect',
      name: 'Business_Type__c',
      label: 'Type of Business',
      helperText: 'Choose every type that applies.',
      placeholder: 'Select',
      options: options(BUSINESS_TYPES),
    },
    { kind: 'select', name: 'Current_Assets_Under_Management__c', label: 'Assets Under Management', options: options(CLEARING_AUM) },
    { kind: 'textarea', name: 'Memo__c', label: 'Comments', required: false, maxLength: TEXTAREA_MAX },
  ],
});

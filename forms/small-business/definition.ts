import { defineLaidOutForm } from '../engine/StandardForm';
import { smallBusinessPayload } from './payload';
import { OTHER_MAX, SMALL_BUSINESS_REVENUE } from './constants';
import { COMPANY_MAX, TEXTAREA_MAX } from '../fields/limits';
import { companyField, emailField, nameFields, phoneField } from '../fields/groups';

/**
 * Small business inquiry (spec 03 §3, §4): the detail of Other shows only while Other is ticked, and
 * is emptied when Other is unticked, so what was typed there is not sent.
 */
export const smallBusinessForm = defineLaidOutForm({
  schema: () => import('./schema').then((module) => module.smallBusinessSchema),
  payload: smallBusinessPayload,
  fields: [
    ...nameFields(),
    companyField('company', 'Business Name', { maxLength: COMPANY_MAX }),
    emailField('email'),
    phoneField('phone', 'Business Phone'),
    {
      kind: 'select',
      name: 'Estimated_Gross_Annual_Revenue__c',
      label: 'Estimated Gross Annual Revenue',
      options: SMALL_BUSINESS_REVENUE.map((value) => ({ value, label: value })),
    },
    {
      kind: 'section',
      legend: 'Which services are you interested in?',
      fields: [
        { kind: 'checkbox', name: 'Banking__c', label: 'Banking', required: false },
        { kind: 'checkbox', name: 'Treasury_Management__c', label: 'Treasury Management', required: false },
        { kind: 'checkbox', name: 'Lending__c', label: 'Lending', required: false },
        { kind: 'checkbox', name: 'Others__c', label: 'Other', required: false },
        {
          kind: 'text',
          name: 'Others_Detail__c',
          label: 'Other services',
          required: false,
          maxLength: OTHER_MAX,
          when: (values) => values.Others__c === true,
        },
      ],
    },
    {
      kind: 'textarea',
      name: 'Product_and_servicing_needs__c',
      label: 'Tell us about your product and servicing needs',
      required: false,
      maxLength: TEXTAREA_MAX,
    },
  ],
  resets: [{ on: 'Others__c', values: (values) => (values.Others__c === true ? {} : { Others_Detail__c: '' }) }],
});

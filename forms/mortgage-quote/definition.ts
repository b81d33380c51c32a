import { defineForm } from '../engine/define-form';
import type { FieldDef, FormItem } from '../engine/types';
import { CREDIT_SCORES, DEFAULT_DOWN_PAYMENT_PERCENT, LOAN_PURPOSES, OCCUPANCIES, PROPERTY_TYPES, PURCHASE, REFINANCE } from './codes';
import { quotePayload } from './payload';
import type { QuoteValues } from './schema';
import { emailField, nameFields, phoneField, zipField } from '../fields/groups';

/** The query parameter and value that preselect Refinance (spec 03 §2). */
export const MORTGAGE_TYPE_PARAM = 'mortgage-type';
export const REFINANCE_PARAM_VALUE = 'refinance';

/** What the page's URL preselects: Refinance for '?mortgage-type=refinance' (any letter case). */
export function quoteFromLocation({ search }: { search: string }): { loanPurpose?: typeof REFINANCE } {
  const value = new URLSearchParams(search).get(MORTGAGE_TYPE_PARAM);
  return value?.trim().toLowerCase() === REFINANCE_PARAM_VALUE ? { loanPurpose: REFINANCE } : {};
}

type Criteria = Pick<QuoteValues, 'loanPurpose'>;
const purchase = (values: Criteria) => values.loanPurpose === PURCHASE;
const refinance = (values: Criteria) => values.loanPurpose === REFINANCE;

/**
 * The quote's criteria fields, shared with Apply Filters (which has the same names). The refinance
 * amounts are not announced as required here since they are required only when shown: the form's
 * layout announces them while Refinance is chosen (form.tsx). The down payment's two fields are shown
 * as one linked pair by the layout.
 */
export function criteriaFields<V extends Criteria & Record<string, unknown>>(): FormItem<V>[] {
  const fields: FieldDef<Criteria & Record<string, unknown>>[] = [
    // Radios start with a choice made and cannot be cleared: never announced as missing.
    { kind: 'radio', name: 'loanPurpose', label: 'Loan Purpose', options: LOAN_PURPOSES, inline: true, required: false, initial: PURCHASE },
    { kind: 'select', name: 'propertyType', label: 'Property Type', options: PROPERTY_TYPES },
    { kind: 'select', name: 'occupancy', label: 'Occupancy', options: OCCUPANCIES },
    { kind: 'currency', name: 'salesPrice', label: 'Purchase Price', when: purchase },
    // Between 1 percent of the price and the price (spec 03 §5).
    { kind: 'currency', name: 'downPayment', label: 'Down Payment', when: purchase, reads: ['salesPrice'] },
    {
      kind: 'number',
      name: 'downPaymentPercent',
      label: 'Down Payment Percent',
      suffix: '%',
      min: 1,
      max: 100,
      required: false,
      when: purchase,
      initial: DEFAULT_DOWN_PAYMENT_PERCENT,
    },
    // Required for refinance only (the quote resets on a new purpose; Apply Filters does not).
    { kind: 'currency', name: 'appraisedValue', label: 'Home Value', required: false, when: refinance, reads: ['loanPurpose'] },
    { kind: 'currency', name: 'mortgageBalance', label: 'Mortgage Balance', required: false, when: refinance, reads: ['loanPurpose'] },
    { kind: 'currency', name: 'cashOut', label: 'Cash Out', required: false, when: refinance, reads: ['loanPurpose'] },
    { kind: 'select', name: 'creditScore', label: 'Credit Score', options: CREDIT_SCORES },
    zipField('zipCode', { maxLength: 5 }),
  ];
  // The names are the quote's and the filters' alike; the caller's schema type is checked by defineForm.
  return fields as unknown as FormItem<V>[];
}

/** The fields required only while Refinance is chosen, announced then (form.tsx). */
export const REFINANCE_REQUIRED = ['appraisedValue', 'mortgageBalance'] as const;

/** Mortgage rate quote (spec 03 §2, §3 Rate quote, §4 Quote form, §5 Quote). */
export const quoteForm = defineForm({
  schema: () => import('./schema').then((module) => module.quoteSchema),
  payload: quotePayload,
  submitLabel: 'Get My Rate',
  // Each 'Get My Rate' asks again, and the form stays until Rate Watch opens (spec 03 §4).
  repeatable: true,
  fromLocation: quoteFromLocation,
  // Switching the purpose resets the form (spec 03 §4): the other purpose's amounts go back to empty,
  // which the payload sends as 0.
  resets: [{ on: 'loanPurpose', values: () => ({}), resetForm: true }],
  fields: [...criteriaFields<QuoteValues>(), ...nameFields('firstName', 'lastName'), emailField('email'), phoneField('phone')],
});

import { type InferType } from 'yup';
import { consent, leadForm, personRules } from '../fields/rules';

/** General lead form (spec 01 §3): name, email, phone and the optional consent checkbox. */
export const generalSchema = leadForm({
  ...personRules,
  checkbox__c: consent,
});

export type GeneralValues = InferType<typeof generalSchema>;

import { type InferType } from 'yup';
import { consent, email, firstName, lastName, leadForm, phone } from '../fields/rules';

/** General lead form (spec 01 §3): name, email, phone and the optional consent checkbox. */
export const generalSchema = leadForm({
  first_name: firstName,
  last_name: lastName,
  email,
  phone,
  checkbox__c: consent,
});

export type GeneralValues = InferType<typeof generalSchema>;

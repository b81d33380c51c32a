import { type InferType } from 'yup';
import { company, leadForm, personRules } from '../fields/rules';

/** Company lead form (spec 01 §3). */
export const companySchema = leadForm({
  ...personRules,
  company,
});

export type CompanyValues = InferType<typeof companySchema>;

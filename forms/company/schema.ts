import { type InferType } from 'yup';
import { company, email, firstName, lastName, leadForm, phone } from '../fields/rules';

/** Company lead form (spec 01 §3). */
export const companySchema = leadForm({
  first_name: firstName,
  last_name: lastName,
  email,
  phone,
  company,
});

export type CompanyValues = InferType<typeof companySchema>;

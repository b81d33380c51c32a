import { object, type InferType } from 'yup';
import { company, email, firstName, lastName, phone } from '../fields/rules';

/** Company lead form (spec 01 §3). */
export const companySchema = object({
  first_name: firstName,
  last_name: lastName,
  email,
  phone,
  company,
});

export type CompanyValues = InferType<typeof companySchema>;

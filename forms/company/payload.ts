import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { phoneDigits, record, text } from '../fields/values';
import type { CompanyValues } from './schema';

export interface CompanyPayload extends AttributionFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
}

/** The company lead form's payload (spec 01 §3). */
export function companyPayload(values: CompanyValues, context: FormContext): CompanyPayload {
  const v = record(values);
  return {
    ...attribution(context),
    first_name: text(v.first_name),
    last_name: text(v.last_name),
    email: text(v.email),
    phone: phoneDigits(v.phone),
    company: text(v.company),
  };
}

import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { type ContactFields, contactFields, record, text } from '../fields/values';
import type { CompanyValues } from './schema';

export type CompanyPayload = AttributionFields &
  ContactFields & {
    company: string;
  };

/** The company lead form's payload (spec 01 §3). */
export function companyPayload(values: CompanyValues, context: FormContext): CompanyPayload {
  const v = record(values);
  return {
    ...attribution(context),
    ...contactFields(v),
    company: text(v.company),
  };
}

import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { type ContactFields, contactFields, record, text } from '../fields/values';
import type { ContactCompanyTitleValues } from './schema';

export type ContactCompanyTitlePayload = AttributionFields & ContactFields & { company: string; title: string };

/** The contact form's flat payload (spec 03 §3): the fields, phone as digits, and the attribution fields. */
export function contactCompanyTitlePayload(values: ContactCompanyTitleValues, context: FormContext): ContactCompanyTitlePayload {
  const v = record(values);
  return { ...attribution(context), ...contactFields(v), company: text(v.company), title: text(v.title) };
}

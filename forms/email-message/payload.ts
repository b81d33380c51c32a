import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { record, text } from '../fields/values';
import type { EmailMessageValues } from './schema';

export type EmailMessagePayload = AttributionFields & { email: string; message: string };

/** The email and message form's payload (spec 03 §3): both values, trimmed, and the attribution fields. */
export function emailMessagePayload(values: EmailMessageValues, context: FormContext): EmailMessagePayload {
  const v = record(values);
  return { ...attribution(context), email: text(v.email), message: text(v.message) };
}

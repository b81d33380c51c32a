import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { record, text } from '../fields/values';
import type { EmailOnlyValues } from './schema';

export type EmailOnlyPayload = AttributionFields & {
  email: string;
};

/** The `emailOnly` form's payload (spec 01 §3). */
export function emailOnlyPayload(values: EmailOnlyValues, context: FormContext): EmailOnlyPayload {
  const v = record(values);
  return { ...attribution(context), email: text(v.email) };
}

import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { type ContactFields, contactFields, record } from '../fields/values';
import type { BasicContactValues } from './schema';

export type BasicContactPayload = AttributionFields & ContactFields;

/** The basic form's flat payload (spec 03 §3): name, email, phone as digits, and the attribution fields. */
export function basicContactPayload(values: BasicContactValues, context: FormContext): BasicContactPayload {
  return { ...attribution(context), ...contactFields(record(values)) };
}

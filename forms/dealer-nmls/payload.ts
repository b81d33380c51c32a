import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { type ContactFields, contactFields, record, text } from '../fields/values';
import type { DealerNmlsValues } from './schema';

export type DealerNmlsPayload = AttributionFields & ContactFields & { NMLS_ID__c: string };

/** The NMLS dealer form's flat payload (spec 03 §3): the fields, phone as digits, NMLS ID trimmed, attribution. */
export function dealerNmlsPayload(values: DealerNmlsValues, context: FormContext): DealerNmlsPayload {
  const v = record(values);
  return { ...attribution(context), ...contactFields(v), NMLS_ID__c: text(v.NMLS_ID__c) };
}

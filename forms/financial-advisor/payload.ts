import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { type ContactFields, contactFields, record, text } from '../fields/values';
import type { FinancialAdvisorValues } from './schema';

export type FinancialAdvisorPayload = AttributionFields &
  ContactFields & {
    company?: string;
    Current_Assets_Under_Management__c?: string;
    Role__c: string;
    description?: string;
  };

/** A trimmed optional value, left out when empty (an absent optional field is never sent, forms/README.md). */
function optional(value: unknown): string | undefined {
  const trimmed = text(value);
  return trimmed === '' ? undefined : trimmed;
}

/** The advisor form's flat payload (spec 03 §3): the fields, optional ones left out when empty, attribution. */
export function financialAdvisorPayload(values: FinancialAdvisorValues, context: FormContext): FinancialAdvisorPayload {
  const v = record(values);
  const payload: FinancialAdvisorPayload = { ...attribution(context), ...contactFields(v), Role__c: text(v.Role__c) };
  const company = optional(v.company);
  const aum = optional(v.Current_Assets_Under_Management__c);
  const description = optional(v.description);
  if (company !== undefined) payload.company = company;
  if (aum !== undefined) payload.Current_Assets_Under_Management__c = aum;
  if (description !== undefined) payload.description = description;
  return payload;
}

import { type InferType } from 'yup';
import { callbackFields } from '../callback/schema';
import { todayIso } from '../fields/dates';
import { fundingAmount, leadForm } from '../fields/rules';

/** The `fundingCallback` form (spec 01 §3): the callback fields plus Potential_Funding__c, for a given today. */
export function createFundingCallbackSchema(today: () => string = todayIso) {
  return leadForm({ ...callbackFields(today), Potential_Funding__c: fundingAmount });
}

/** The `fundingCallback` form, today being the visitor's today. */
export const fundingCallbackSchema = createFundingCallbackSchema();

export type FundingCallbackValues = InferType<typeof fundingCallbackSchema>;

import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { phoneDigits, record, text } from '../fields/values';
import type { DealDiscussionValues } from './schema';

export type DealDiscussionPayload = AttributionFields & {
  Has_Deal?: string;
  Description_of_Deal_Details?: string;
  /** Digits only, as every phone is sent. */
  Telephone: string;
};

/** The deal form's payload (spec 03 §3): the answers given (unanswered ones left out), the phone as digits, attribution. */
export function dealDiscussionPayload(values: DealDiscussionValues, context: FormContext): DealDiscussionPayload {
  const v = record(values);
  const hasDeal = text(v.Has_Deal);
  const details = text(v.Description_of_Deal_Details);
  return {
    ...attribution(context),
    ...(hasDeal === '' ? {} : { Has_Deal: hasDeal }),
    ...(details === '' ? {} : { Description_of_Deal_Details: details }),
    Telephone: phoneDigits(v.Telephone),
  };
}

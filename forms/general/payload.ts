import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { type ContactFields, contactFields, flag, record } from '../fields/values';
import type { GeneralValues } from './schema';

export type GeneralPayload = AttributionFields &
  ContactFields & {
    checkbox__c: boolean;
    /** The consent checkbox's value. */
    Send_SMS__c: boolean;
    /** The consent checkbox's inverse. */
    DoNotCall: boolean;
  };

/** The general lead form's payload (spec 01 §3): the values, SMS and do-not-call from the consent, attribution. */
export function generalPayload(values: GeneralValues, context: FormContext): GeneralPayload {
  const v = record(values);
  const consent = flag(v.checkbox__c);
  return {
    ...attribution(context),
    ...contactFields(v),
    checkbox__c: consent,
    Send_SMS__c: consent,
    DoNotCall: !consent,
  };
}

import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { flag, phoneDigits, record, text } from '../fields/values';
import type { GeneralValues } from './schema';

export interface GeneralPayload extends AttributionFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  checkbox__c: boolean;
  /** The consent checkbox's value. */
  Send_SMS__c: boolean;
  /** The consent checkbox's inverse. */
  DoNotCall: boolean;
}

/** The general lead form's payload (spec 01 §3): the values, SMS and do-not-call from the consent, attribution. */
export function generalPayload(values: GeneralValues, context: FormContext): GeneralPayload {
  const v = record(values);
  const consent = flag(v.checkbox__c);
  return {
    ...attribution(context),
    first_name: text(v.first_name),
    last_name: text(v.last_name),
    email: text(v.email),
    phone: phoneDigits(v.phone),
    checkbox__c: consent,
    Send_SMS__c: consent,
    DoNotCall: !consent,
  };
}

import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { type ContactFields, contactFields, record, text } from '../fields/values';
import type { DealerValues } from './schema';

export type DealerPayload = AttributionFields &
  ContactFields & {
    title: string;
    company: string;
    city: string;
    state: string;
    zip: string;
    description?: string;
    Dealer_Type__c: string;
    /** The program the visitor chose ({hash} in spec 03 §3). */
    Lead_Source_Detail_SFDC2__c: string;
  };

/**
 * The dealer form's payload (spec 03 §3): the values and the attribution fields. The program is sent
 * as Lead_Source_Detail_SFDC2__c and overrides the page's CRM setting of the same name that
 * attribution() carries: the visitor's choice is the more precise source. An empty description is
 * left out.
 */
export function dealerPayload(values: DealerValues, context: FormContext): DealerPayload {
  const v = record(values);
  const description = text(v.description);
  return {
    ...attribution(context),
    ...contactFields(v),
    title: text(v.title),
    company: text(v.company),
    city: text(v.city),
    state: text(v.state),
    zip: text(v.zip),
    ...(description === '' ? {} : { description }),
    Dealer_Type__c: text(v.Dealer_Type__c),
    Lead_Source_Detail_SFDC2__c: text(v.program),
  };
}

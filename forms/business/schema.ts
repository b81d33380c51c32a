import { type InferType } from 'yup';
import { businessName, email, firstName, lastName, leadForm, nmlsId, phone } from '../fields/rules';

/** Business lead form (spec 01 §3); NMLS_ID__c is labelled 'Company NMLS ID'. */
export const businessSchema = leadForm({
  first_name: firstName,
  last_name: lastName,
  Business_Name__c: businessName,
  email,
  phone,
  NMLS_ID__c: nmlsId,
});

export type BusinessValues = InferType<typeof businessSchema>;

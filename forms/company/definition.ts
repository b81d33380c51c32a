import { defineLaidOutForm } from '../engine/StandardForm';
import { companyPayload } from './payload';
import { companyField, personFields } from '../fields/groups';

/** Company lead form (spec 01 §3). */
export const companyForm = defineLaidOutForm({
  schema: () => import('./schema').then((module) => module.companySchema),
  payload: companyPayload,
  fields: [...personFields(), companyField('company', 'Company')],
});

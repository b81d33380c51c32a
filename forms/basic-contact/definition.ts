import { defineLaidOutForm } from '../engine/StandardForm';
import { basicContactPayload } from './payload';
import { personFields } from '../fields/groups';

/** The `basicContact` form (spec 03 §3): name, email and phone. */
export const basicContactForm = defineLaidOutForm({
  schema: () => import('./schema').then((module) => module.basicContactSchema),
  payload: basicContactPayload,
  fields: [...personFields()],
});

import { defineLaidOutForm } from '../engine/StandardForm';
import { dealerNmlsPayload } from './payload';
import { NMLS_MAX } from '../fields/limits';
import { personFields } from '../fields/groups';

/** Dealer lead with NMLS ID (spec 03 §3). */
export const dealerNmlsForm = defineLaidOutForm({
  schema: () => import('./schema').then((module) => module.dealerNmlsSchema),
  payload: dealerNmlsPayload,
  fields: [...personFields(), { kind: 'text', name: 'NMLS_ID__c', label: 'NMLS ID', maxLength: NMLS_MAX }],
});

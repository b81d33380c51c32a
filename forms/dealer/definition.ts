import { defineLaidOutForm } from '../engine/StandardForm';
import { dealerPayload } from './payload';
import { DEALER_PROGRAMS, DEALER_TYPES } from './constants';
import { LONG_TEXT_MAX, ZIP_MAX } from '../fields/limits';
import { companyField, emailField, nameFields, phoneField, zipField } from '../fields/groups';
import { stateField } from '../fields/us-states';

/** The page's URL hash that preselects the Collector Car Program (spec 03 §3). */
export const COLLECTOR_CAR_HASH = '#collector-car-program';

/** What the page's URL preselects: the Collector Car Program for '#collector-car-program'. */
export function dealerFromLocation({ hash }: { hash: string }): { program?: (typeof DEALER_PROGRAMS)[number] } {
  return hash.toLowerCase() === COLLECTOR_CAR_HASH ? { program: 'Collector Car Program' } : {};
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Dealer form (spec 03 §3): contact, dealership, program and location. */
export const dealerForm = defineLaidOutForm({
  schema: () => import('./schema').then((module) => module.dealerSchema),
  payload: dealerPayload,
  fromLocation: dealerFromLocation,
  fields: [
    ...nameFields(),
    emailField('email'),
    phoneField('phone'),
    { kind: 'text', name: 'title', label: 'Title', autoComplete: 'organization-title' },
    companyField('company', 'Company Name'),
    // Both radio groups start with a choice made (spec 03 §3 defaults) and radios cannot be cleared,
    // so they are never announced as missing; the schema still refuses an empty or unknown value.
    {
      kind: 'radio',
      name: 'Dealer_Type__c',
      label: 'Franchise or Independent',
      options: options(DEALER_TYPES),
      inline: true,
      required: false,
      initial: 'Franchise',
    },
    { kind: 'radio', name: 'program', label: 'Program', options: options(DEALER_PROGRAMS), required: false, initial: 'Dealer Services' },
    { kind: 'text', name: 'city', label: 'City', autoComplete: 'address-level2' },
    stateField('state'),
    zipField('zip', { maxLength: ZIP_MAX }),
    { kind: 'textarea', name: 'description', label: 'Description', required: false, maxLength: LONG_TEXT_MAX },
  ],
});

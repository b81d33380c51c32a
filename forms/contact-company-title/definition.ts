import { defineLaidOutForm } from '../engine/StandardForm';
import { contactCompanyTitlePayload } from './payload';
import { COMPANY_MAX, TITLE_MAX } from '../fields/limits';
import { companyField, personFields } from '../fields/groups';

/** Contact form with company and title (spec 03 §3). */
export const contactCompanyTitleForm = defineLaidOutForm({
  schema: () => import('./schema').then((module) => module.contactCompanyTitleSchema),
  payload: contactCompanyTitlePayload,
  fields: [
    ...personFields(),
    companyField('company', 'Company', { maxLength: COMPANY_MAX }),
    { kind: 'text', name: 'title', label: 'Title', autoComplete: 'organization-title', maxLength: TITLE_MAX },
  ],
});

import { defineForm } from '../engine/types';
import { contactCompanyTitlePayload } from './payload';
import { COMPANY_MAX, TITLE_MAX } from './constants';

/** Contact form with company and title (spec 03 §3). */
export const contactCompanyTitleForm = defineForm({
  schema: () => import('./schema').then((module) => module.contactCompanyTitleSchema),
  payload: contactCompanyTitlePayload,
  fields: [
    { kind: 'text', name: 'first_name', label: 'First Name', autoComplete: 'given-name' },
    { kind: 'text', name: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
    { kind: 'text', name: 'email', label: 'Email', autoComplete: 'email' },
    { kind: 'phone', name: 'phone', label: 'Phone', autoComplete: 'tel' },
    { kind: 'text', name: 'company', label: 'Company', autoComplete: 'organization', maxLength: COMPANY_MAX },
    { kind: 'text', name: 'title', label: 'Title', autoComplete: 'organization-title', maxLength: TITLE_MAX },
  ],
});

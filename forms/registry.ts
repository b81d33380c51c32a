/**
 * Every form on the site: its id (forms/form-ids.ts) mapped to its lazily loaded module. A separate
 * import() per form is a separate client chunk, so a page downloads the code of the form it shows and
 * no other (the block renders it through forms/engine/FormLoader). Only client code and tests import
 * this file; server code reads forms/form-ids.ts.
 *
 * The tests that run every form read this table; adding a form is its folder, its id and title in
 * form-ids.ts and its loader here (the compiler refuses an id without a loader).
 */
import type { ComponentType } from 'react';
import type { AnyFormDefinition, FormProps } from './engine/types';
import type { FormId } from './form-ids';

export { FORM_IDS, type FormId } from './form-ids';

/** What a form's module exports: its component and the definition it runs (for the tests). */
export type FormModule = {
  Form: ComponentType<FormProps>;
  definition: AnyFormDefinition;
};

export const FORM_REGISTRY: Record<FormId, () => Promise<FormModule>> = {
  general: () => import('./general/form'),
  company: () => import('./company/form'),
  business: () => import('./business/form'),
  emailOnly: () => import('./email-only/form'),
  callback: () => import('./callback/form'),
  fundingCallback: () => import('./funding-callback/form'),
};

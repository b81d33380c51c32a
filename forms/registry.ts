/**
 * Every form on the site, by the id a page's content names. Each entry loads its form's module
 * lazily: a separate import() per form is a separate client chunk, so a page downloads the code of
 * the form it shows and no other (the block renders it through forms/engine/FormLoader).
 *
 * The block's `form` enum, the content JSON Schema and the tests that run every form all read this
 * table; adding a form is one entry here plus its folder.
 */
import type { ComponentType } from 'react';
import type { AnyFormDefinition, FormProps } from './engine/types';

/** What a form's module exports: its component and the definition it runs (for the tests). */
export type FormModule = {
  Form: ComponentType<FormProps>;
  definition: AnyFormDefinition;
};

export type FormEntry = {
  /** Shown to editors in the JSON Schema. */
  title: string;
  load: () => Promise<FormModule>;
};

export const FORM_IDS = ['general', 'company', 'business', 'emailOnly', 'callback', 'fundingCallback'] as const;

export type FormId = (typeof FORM_IDS)[number];

export const FORM_REGISTRY: Record<FormId, FormEntry> = {
  general: { title: 'General lead: name, email, phone, consent (spec 01)', load: () => import('./general/form') },
  company: { title: 'Company lead: name, email, phone, company (spec 01)', load: () => import('./company/form') },
  business: { title: 'Business lead: name, business name, email, phone, Company NMLS ID (spec 01)', load: () => import('./business/form') },
  emailOnly: { title: 'Email only (spec 01)', load: () => import('./email-only/form') },
  callback: { title: 'Callback: name, email, phone, best date and time to call (spec 01)', load: () => import('./callback/form') },
  fundingCallback: { title: 'Funding callback: the callback fields and the potential funding (spec 01)', load: () => import('./funding-callback/form') },
};

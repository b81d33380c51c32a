/**
 * Every form's module, found through its folder's form.tsx, for the tests that run every form
 * alike (not used by the app: pages load forms through registry.ts, one chunk each).
 */
import type { ComponentType } from 'react';
import type { AnyFormDefinition, FormProps } from './engine/types';
import type { FormId } from './form-ids';

/** What a form's module exports: its id, its component and the definition it runs. */
export type FormModule = {
  formId: FormId;
  Form: ComponentType<FormProps>;
  definition: AnyFormDefinition;
};

const modules = import.meta.glob<FormModule>('./*/form.tsx', { eager: true });

/** The form modules by id. */
export const ALL_FORMS: ReadonlyMap<FormId, FormModule> = new Map(Object.values(modules).map((module) => [module.formId, module]));

/** The folder each form's module lives in, by id ('fundingCallback' -> 'funding-callback'). */
export const FORM_FOLDERS: ReadonlyMap<FormId, string> = new Map(
  Object.entries(modules).map(([path, module]) => [module.formId, path.split('/')[1] ?? '']),
);

export function formModule(id: FormId): FormModule {
  const module = ALL_FORMS.get(id);
  if (!module) throw new Error(`forms/*/form.tsx: no module exports formId '${id}'`);
  return module;
}

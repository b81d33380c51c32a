/**
 * Every form's module, found through its folder's manifest.ts, for the tests that run every form
 * alike (not used by the app: pages load forms through registry.ts, one chunk each). A form with its
 * own layout has a form.tsx (`Form`, `definition`); any other is its definition.ts's `<id>Form`, laid
 * out as the registry lays it out.
 */
import type { ComponentType } from 'react';
import { laidOut } from './engine/StandardForm';
import type { AnyFormDefinition, FormProps } from './engine/types';
import type { FormId } from './form-ids';
import type { FormManifest } from './form-manifest';

/** What a form's module gives the tests: its id, its component and the definition it runs. */
export type FormModule = {
  formId: FormId;
  Form: ComponentType<FormProps>;
  definition: AnyFormDefinition;
};

const manifests = import.meta.glob<{ manifest: FormManifest & { id: FormId } }>('./*/manifest.ts', { eager: true });
const definitions = import.meta.glob<Record<string, AnyFormDefinition | undefined>>('./*/definition.ts', { eager: true });
const layouts = import.meta.glob<Omit<FormModule, 'formId'>>('./*/form.tsx', { eager: true });

const folderOf = (path: string) => path.split('/')[1] ?? '';

function moduleIn(folder: string, formId: FormId): FormModule {
  const layout = layouts[`./${folder}/form.tsx`];
  if (layout) return { formId, ...layout };
  const definition = definitions[`./${folder}/definition.ts`]?.[`${formId}Form`];
  if (!definition) throw new Error(`forms/${folder}: neither form.tsx nor definition.ts exporting ${formId}Form`);
  return { formId, definition, Form: laidOut(definition) };
}

/** The folder each form lives in, by id ('fundingCallback' -> 'funding-callback'). */
export const FORM_FOLDERS: ReadonlyMap<FormId, string> = new Map(Object.entries(manifests).map(([path, { manifest }]) => [manifest.id, folderOf(path)]));

/** The form modules by id. */
export const ALL_FORMS: ReadonlyMap<FormId, FormModule> = new Map([...FORM_FOLDERS].map(([formId, folder]) => [formId, moduleIn(folder, formId)]));

export function formModule(id: FormId): FormModule {
  const module = ALL_FORMS.get(id);
  if (!module) throw new Error(`forms/*/manifest.ts: no manifest has the id '${id}'`);
  return module;
}

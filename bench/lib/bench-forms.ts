/**
 * The chunks each form's code comes in, read from an export's compiled JavaScript, for `npm run bench`.
 * The form registry (forms/registry.ts) imports each form with `next/dynamic(() => import(...))`; in
 * the compiled registry that is `<formId>:(0,x.default)(()=>e.A(<loader>)...`, and the loader module
 * names the files it fetches: `<loader>,e=>{e.v(t=>Promise.all(["static/chunks/a.js",...])`. A form's
 * own chunks are the files its loader fetches that not every form's loader fetches (those are the
 * engine's, shared by all and cached after the first form page). One of its own per form is the rule
 * (issue 23); the e2e test checks that a page fetches its own form's code and no other form's.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface FormChunks {
  form: string;
  /** The JavaScript files only some forms fetch: this form's own code. */
  own: string[];
}

export interface FormChunkReport {
  forms: FormChunks[];
  /** The JavaScript files every form's loader fetches: the form engine and react-hook-form. */
  shared: string[];
}

const REGISTRY_ENTRY = /([A-Za-z][A-Za-z0-9]*):\(0,[A-Za-z_$][\w$]*\.default\)\(\(\)=>[A-Za-z_$][\w$]*\.A\((\d+)\)/g;

/** The form registry's entries and its loaders' files, from the text of every chunk of one export. */
export function formChunks(chunks: ReadonlyMap<string, string>, formIds: readonly string[]): FormChunkReport {
  const wanted = new Set(formIds);
  const loaderOf = new Map<string, string>();
  for (const text of chunks.values()) {
    for (const [, form, loader] of text.matchAll(REGISTRY_ENTRY)) if (form && loader && wanted.has(form)) loaderOf.set(form, loader);
  }
  const filesOf = new Map<string, string[]>();
  for (const [form, loader] of loaderOf) {
    const pattern = new RegExp(`[,\\[]${loader},[A-Za-z_$][\\w$]*=>\\{[A-Za-z_$][\\w$]*\\.v\\([A-Za-z_$][\\w$]*=>Promise\\.all\\(\\[([^\\]]*)\\]`);
    for (const text of chunks.values()) {
      const list = pattern.exec(text)?.[1];
      if (list === undefined) continue;
      filesOf.set(
        form,
        [...list.matchAll(/"([^"]+\.js)"/g)].map((match) => path.basename(match[1] ?? '')),
      );
      break;
    }
  }
  const lists = [...filesOf.values()];
  const shared = lists.length < 2 ? [] : (lists[0] ?? []).filter((file) => lists.every((files) => files.includes(file)));
  const forms = formIds.filter((form) => filesOf.has(form)).map((form) => ({ form, own: (filesOf.get(form) ?? []).filter((file) => !shared.includes(file)) }));
  return { forms, shared };
}

/** The text of every JavaScript chunk of an export (`<site>/_next/static/chunks/*.js`), by file name. */
export function readChunks(siteDir: string): Map<string, string> {
  const dir = path.join(siteDir, '_next', 'static', 'chunks');
  const chunks = new Map<string, string>();
  if (!fs.existsSync(dir)) return chunks;
  for (const name of fs.readdirSync(dir)) if (name.endsWith('.js')) chunks.set(name, fs.readFileSync(path.join(dir, name), 'utf8'));
  return chunks;
}

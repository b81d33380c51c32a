/**
 * How the browser editor's saves are written: as edits to the file's own text. Decap CMS sends the
 * whole entry as `JSON.stringify(data, null, 2)`, in its own key order; many content files are
 * laid out by hand (a call-to-action on one line). Writing Decap's text would rewrite the whole file,
 * so the edit server (scripts/edit.ts) compares Decap's data with the file's and applies only what
 * changed to the file's text (jsonc-parser), keeping the order of keys, the layout, the `$schema`
 * pointer and the trailing newline: a page saved after an edit differs by that edit alone in git diff.
 */
import { applyEdits, type JSONPath, modify } from 'jsonc-parser';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };

function isObject(value: unknown): value is { [key: string]: Json } {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function equal(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A value with the empty fields Decap adds for untouched optional fields taken out. */
function pruneEmpty(value: Json): Json | undefined {
  if (Array.isArray(value)) return value.map((item) => pruneEmpty(item) ?? null);
  if (isObject(value)) {
    const out: { [key: string]: Json } = {};
    for (const [key, item] of Object.entries(value)) {
      const pruned = pruneEmpty(item);
      if (pruned !== undefined) out[key] = pruned;
    }
    return Object.keys(out).length === 0 ? undefined : out;
  }
  return value === '' || value === null ? undefined : value;
}

/** An array item's identity: its id (blocks and items have one), else its value. */
function identity(item: Json | undefined): string {
  return isObject(item) && typeof item.id === 'string' ? `id:${item.id}` : `value:${JSON.stringify(item)}`;
}

interface Edit {
  path: JSONPath;
  value: Json | undefined;
  insert?: boolean;
}

/**
 * The edits that turn `before` into `after`, deepest first where it matters: array removals from
 * the end, then insertions in order, so each edit's path is valid when it is applied.
 */
function diff(before: Json | undefined, after: Json | undefined, path: JSONPath, out: Edit[]): void {
  if (equal(before, after)) return;
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) {
      if (!(key in after)) out.push({ path: [...path, key], value: undefined });
    }
    for (const [key, value] of Object.entries(after)) {
      if (key in before) {
        // A field emptied in the editor is removed rather than written as "": an optional field is absent, not blank.
        if ((value === '' || value === null) && before[key] !== '') out.push({ path: [...path, key], value: undefined });
        else diff(before[key], value, [...path, key], out);
      } else {
        const pruned = pruneEmpty(value);
        if (pruned !== undefined) out.push({ path: [...path, key], value: pruned });
      }
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length === after.length) {
      before.forEach((item, index) => diff(item, after[index], [...path, index], out));
      return;
    }
    const kept = before.map(identity);
    const wanted = after.map(identity);
    const survivors = kept.filter((key) => wanted.includes(key));
    const matched = wanted.filter((key) => kept.includes(key));
    if (new Set(kept).size === kept.length && new Set(wanted).size === wanted.length && equal(survivors, matched)) {
      // Items removed or added, none moved: remove (from the end), add, then edit the items kept.
      for (let index = before.length - 1; index >= 0; index--) {
        if (!wanted.includes(identity(before[index]))) out.push({ path: [...path, index], value: undefined });
      }
      after.forEach((item, index) => {
        if (!kept.includes(identity(item))) out.push({ path: [...path, index], value: pruneEmpty(item) ?? {}, insert: true });
      });
      after.forEach((item, index) => {
        const from = kept.indexOf(identity(item));
        if (from !== -1) diff(before[from], item, [...path, index], out);
      });
      return;
    }
  }
  if (after === undefined) out.push({ path, value: undefined });
  else out.push({ path, value: isObject(after) || Array.isArray(after) ? (pruneEmpty(after) ?? after) : after });
}

/**
 * The file's text after the editor's save: `original` (the file as it is) with only the changes from
 * its data to `saved` (Decap's data) applied. A new file is written as Decap's data, two-space indented,
 * with `$schema` first and a trailing newline.
 */
export function applySave(original: string | undefined, saved: Json, schemaPointer?: string): string {
  if (original === undefined) {
    const pruned = (pruneEmpty(saved) ?? {}) as { [key: string]: Json };
    const { $schema, ...rest } = pruned;
    const pointer = schemaPointer ?? $schema;
    return `${JSON.stringify(pointer === undefined ? rest : { $schema: pointer, ...rest }, null, 2)}\n`;
  }
  // A page the editor has just created is still held by Decap as the data it typed, without the
  // `$schema` the first save wrote: the next save (or the preview's draft of it) must not drop it, or the
  // page fails its check ("$schema: Must be ...") until Decap reloads the entry.
  const wanted = schemaPointer !== undefined && isObject(saved) ? { ...saved, $schema: schemaPointer } : saved;
  const edits: Edit[] = [];
  diff(JSON.parse(original) as Json, wanted, [], edits);
  let text = original;
  for (const edit of edits) {
    text = applyEdits(text, modify(text, edit.path, edit.value, { ...FORMAT, isArrayInsertion: edit.insert }));
  }
  return text;
}

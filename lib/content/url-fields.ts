/**
 * Which fields of a content file hold URLs, and of what kind, and which hold Markdown rather than
 * plain text, found from the zod schemas rather
 * than from key names: a field is a link because its schema is Href (or derived from it with
 * .meta(), .optional() or .default()), so a new block's `executiveLinkedIn` is checked the moment
 * it is declared with Href, whatever it is called. The walk follows the raw JSON, not the parsed
 * value, so the URLs of a file are checked even when other fields of that file are wrong.
 */
import type { z } from 'zod';
import type { UrlKind } from '@/lib/links';
import { formatJsonPath } from './problems';

/** What a string field holds: a URL of some kind, Markdown, or (any other string field) plain text. */
type FieldKind = UrlKind | 'markdown' | 'text';

const kinds = new WeakMap<object, FieldKind>();

/** Declares that values of `schema` (and of schemas derived from it) are URLs of `kind`. */
export function markUrlField<S extends z.ZodType>(schema: S, kind: UrlKind): S {
  kinds.set(schema, kind);
  return schema;
}

/** Declares that values of `schema` (and of schemas derived from it) are Markdown, rendered with react-markdown. */
export function markMarkdownField<S extends z.ZodType>(schema: S): S {
  kinds.set(schema, 'markdown');
  return schema;
}

interface SchemaInternals {
  _zod: { def: Record<string, unknown> & { type: string }; parent?: unknown };
}

function internals(schema: unknown): SchemaInternals['_zod'] {
  return (schema as SchemaInternals)._zod;
}

/** The kind of the schema itself or of the schema it was cloned from by .meta(). */
function kindOf(schema: unknown): FieldKind | undefined {
  let current: unknown = schema;
  while (current !== undefined && current !== null) {
    const kind = kinds.get(current);
    if (kind) return kind;
    current = internals(current).parent;
  }
  return undefined;
}

interface Field {
  kind: FieldKind;
  value: string;
  path: string;
}

export interface UrlField {
  kind: UrlKind;
  value: string;
  /** JSON path, e.g. blocks[1].callToActionRow[0].targetUrl */
  path: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The object shape of a schema behind wrappers, for matching a discriminated union's options. */
function shapeOf(schema: unknown): Record<string, unknown> | undefined {
  const def = internals(schema).def;
  if (def.type === 'object') return def.shape as Record<string, unknown>;
  if ('innerType' in def) return shapeOf(def.innerType);
  if (def.type === 'pipe') return shapeOf(def.in);
  return undefined;
}

function literalValues(schema: unknown): unknown[] {
  const def = internals(schema).def;
  if (def.type === 'literal') return def.values as unknown[];
  if ('innerType' in def) return literalValues(def.innerType);
  return [];
}

function walk(schema: unknown, value: unknown, trail: PropertyKey[], out: Field[]): void {
  const kind = kindOf(schema);
  if (kind) {
    if (typeof value === 'string') out.push({ kind, value, path: formatJsonPath(trail) });
    return;
  }
  const def = internals(schema).def;
  switch (def.type) {
    case 'string':
      if (typeof value === 'string') out.push({ kind: 'text', value, path: formatJsonPath(trail) });
      return;
    case 'object': {
      if (!isPlainObject(value)) return;
      const shape = def.shape as Record<string, unknown>;
      for (const key of Object.keys(shape)) {
        if (Object.hasOwn(value, key)) walk(shape[key], value[key], [...trail, key], out);
      }
      return;
    }
    case 'array':
      if (Array.isArray(value)) value.forEach((item, index) => walk(def.element, item, [...trail, index], out));
      return;
    case 'record':
      if (isPlainObject(value)) for (const key of Object.keys(value)) walk(def.valueType, value[key], [...trail, key], out);
      return;
    case 'union': {
      const options = def.options as unknown[];
      const discriminator = def.discriminator as string | undefined;
      if (discriminator !== undefined) {
        if (!isPlainObject(value)) return;
        const chosen = options.find((option) => {
          const field = shapeOf(option)?.[discriminator];
          return field !== undefined && literalValues(field).includes(value[discriminator]);
        });
        if (chosen) walk(chosen, value, trail, out);
        else out.push(...agreedFields(options, value, trail));
        return;
      }
      // A plain union: the first option the value fits, else every option (the caller drops repeats).
      const fitting = options.find((option) => (option as z.ZodType).safeParse(value).success);
      for (const option of fitting ? [fitting] : options) walk(option, value, trail, out);
      return;
    }
    case 'intersection':
      walk(def.left, value, trail, out);
      walk(def.right, value, trail, out);
      return;
    case 'pipe':
      walk(def.in, value, trail, out);
      return;
    case 'lazy':
      walk((def.getter as () => unknown)(), value, trail, out);
      return;
    default:
      if ('innerType' in def) walk(def.innerType, value, trail, out);
  }
}

/**
 * The fields of a value whose discriminator names no option (a misspelt block or footer `type`):
 * what the options that have a field agree it is. A path the options disagree on is left out, so a
 * typo in `type` is one problem, not also a link checked as text (or text as a link).
 */
function agreedFields(options: readonly unknown[], value: unknown, trail: PropertyKey[]): Field[] {
  const byPath = new Map<string, Field | null>();
  for (const option of options) {
    const found: Field[] = [];
    walk(option, value, trail, found);
    for (const field of found) {
      const earlier = byPath.get(field.path);
      if (earlier === undefined) byPath.set(field.path, field);
      else if (earlier !== null && earlier.kind !== field.kind) byPath.set(field.path, null);
    }
  }
  return [...byPath.values()].filter((field): field is Field => field !== null);
}

/** Every URL field of a raw content value that `schema` describes, with its kind and JSON path. */
export function urlFieldsOf(schema: z.ZodType, raw: unknown): UrlField[] {
  const out: Field[] = [];
  walk(schema, raw, [], out);
  return out.filter((field): field is UrlField => field.kind !== 'markdown' && field.kind !== 'text');
}

/**
 * Whether each string field of a raw content value that `schema` reaches is Markdown (true) or
 * plain text (false), by JSON path. A string the schema does not reach (a block whose type is
 * misspelt) is in neither: what it is cannot be known, so it is judged by neither rule.
 */
export function textFieldsOf(schema: z.ZodType, raw: unknown): Map<string, boolean> {
  const out: Field[] = [];
  walk(schema, raw, [], out);
  return new Map(out.filter((field) => field.kind === 'markdown' || field.kind === 'text').map((field) => [field.path, field.kind === 'markdown']));
}

/**
 * Reading the content model's zod schemas as data: what a schema is behind its optional, default and
 * pipe wrappers, and what those wrappers said (description, default). The editor's configuration
 * (cms-config.ts) and the content reference (content-reference.ts) both walk the model with these.
 */
import { z } from 'zod';

export type Def = Record<string, unknown> & { type: string };

export function def(schema: unknown): Def {
  return (schema as { _zod: { def: Def } })._zod.def;
}

function parentOf(schema: unknown): unknown {
  return (schema as { _zod: { parent?: unknown } })._zod.parent;
}

/** Whether schema is `base` or a clone of it made by .meta() / .describe(). */
export function derivesFrom(schema: unknown, base: unknown): boolean {
  for (let current = schema; current !== undefined; current = parentOf(current)) if (current === base) return true;
  return false;
}

export interface Unwrapped {
  schema: unknown;
  optional: boolean;
  defaultValue?: unknown;
  description?: string;
  title?: string;
}

/** The schema behind optional/default/nullable/pipe/lazy wrappers, with what the wrappers said. */
export function unwrap(schema: unknown): Unwrapped {
  const out: Unwrapped = { schema, optional: false };
  for (;;) {
    const meta = z.globalRegistry.get(out.schema as z.ZodType);
    out.description ??= meta?.description;
    out.title ??= meta?.title;
    const d = def(out.schema);
    if (d.type === 'optional' || d.type === 'nullable') {
      out.optional = true;
      out.schema = d.innerType;
    } else if (d.type === 'default' || d.type === 'prefault') {
      out.optional = true;
      out.defaultValue ??= d.defaultValue;
      out.schema = d.innerType;
    } else if (d.type === 'readonly' || d.type === 'catch' || d.type === 'nonoptional') {
      out.schema = d.innerType;
    } else if (d.type === 'pipe') {
      out.schema = d.in;
    } else if (d.type === 'lazy') {
      out.schema = (d.getter as () => unknown)();
    } else {
      return out;
    }
  }
}

/** The object shape behind wrappers, or undefined. */
export function shapeOf(schema: unknown): Record<string, unknown> | undefined {
  const inner = unwrap(schema).schema;
  return def(inner).type === 'object' ? (def(inner).shape as Record<string, unknown>) : undefined;
}

/** The message a check's own error function gives (a pattern's sentence for marketers), or '' when it gives none. */
export function checkMessage(check: Record<string, unknown>): string {
  const said: unknown = typeof check.error === 'function' ? (check.error as () => unknown)() : undefined;
  return typeof said === 'string' ? said : '';
}

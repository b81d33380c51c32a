import { z } from 'zod';
import { SCHEMA_FILES } from './schema';

/**
 * Hover help for the two fields every block and most items have. They are declared in each
 * block's own schema; describing them here, once, keeps every block's `id` and `headline`
 * explained the same way without each block repeating the text.
 */
export const FIELD_HELP: Record<string, string> = {
  id: 'A name for this block or item, unique on the page (e.g. "cds-hero"). A block\'s id is its element id, so /route#cds-hero links to it.',
  headline: 'The heading visitors see for this block or item; it must contain text, not only spaces.',
};

function describeCommonFields(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(describeCommonFields);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const properties: unknown = Reflect.get(node, 'properties');
  if (properties !== null && typeof properties === 'object') {
    for (const [name, help] of Object.entries(FIELD_HELP)) {
      const field: unknown = Reflect.get(properties, name);
      if (field !== null && typeof field === 'object' && !('description' in field)) Reflect.set(field, 'description', help);
    }
  }
  for (const value of Object.values(node)) describeCommonFields(value);
}

/**
 * The JSON Schema text of each file in content/schema/, generated from the zod schemas. `io: 'input'`
 * describes what a marketer writes (fields with defaults are optional).
 */
export function renderJsonSchemas(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [file, schema] of Object.entries(SCHEMA_FILES)) {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    describeCommonFields(json);
    out[file] = `${JSON.stringify(json, null, 2)}\n`;
  }
  return out;
}

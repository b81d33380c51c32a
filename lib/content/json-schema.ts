import { z } from 'zod';
import { SCHEMA_FILES } from './schema';

/**
 * The JSON Schema text of each file in content/schema/, generated from the zod schemas. `io: 'input'`
 * describes what a marketer writes (fields with defaults are optional).
 */
export function renderJsonSchemas(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [file, schema] of Object.entries(SCHEMA_FILES)) {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    out[file] = `${JSON.stringify(json, null, 2)}\n`;
  }
  return out;
}

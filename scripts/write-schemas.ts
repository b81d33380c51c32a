/**
 * npm run schema: writes content/schema/*.json from the zod schemas, so marketers' editors
 * complete and check content files. A unit test fails when these files are stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderJsonSchemas } from '../lib/content/json-schema';

const dir = path.resolve(import.meta.dirname, '..', 'content', 'schema');
fs.mkdirSync(dir, { recursive: true });
for (const [file, text] of Object.entries(renderJsonSchemas())) {
  fs.writeFileSync(path.join(dir, file), text);
  console.log(`wrote content/schema/${file}`);
}

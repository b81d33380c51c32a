/** npm run docs:content: writes docs/content-reference.md from the content model (scripts/lib/content-reference.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_REFERENCE_DOC, contentReference } from './lib/content-reference';

fs.writeFileSync(path.resolve(import.meta.dirname, '..', CONTENT_REFERENCE_DOC), contentReference());
console.log(`wrote ${CONTENT_REFERENCE_DOC}`);

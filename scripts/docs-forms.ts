/** npm run docs:forms: writes docs/forms.md, the table of forms (scripts/lib/forms-table.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { FORMS_DOC, formsDoc } from './lib/forms-table';

const root = path.resolve(import.meta.dirname, '..');
fs.writeFileSync(path.join(root, FORMS_DOC), formsDoc(path.join(root, 'content')));
console.log(`wrote ${FORMS_DOC}`);

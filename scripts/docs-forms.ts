/** npm run docs:forms: writes docs/forms.md and the README's table of forms (scripts/lib/forms-table.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { FORMS_DOC, formsDoc, formsTable, withFormsTable } from './lib/forms-table';

const root = path.resolve(import.meta.dirname, '..');
const content = path.join(root, 'content');
fs.writeFileSync(path.join(root, FORMS_DOC), formsDoc(content));
const readme = path.join(root, 'README.md');
fs.writeFileSync(readme, withFormsTable(fs.readFileSync(readme, 'utf8'), formsTable(content)));
console.log(`wrote ${FORMS_DOC} and the table of forms in README.md`);

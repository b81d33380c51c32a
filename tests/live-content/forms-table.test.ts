// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { FORMS_DOC, formsDoc, formsTable, withFormsTable } from '@/scripts/lib/forms-table';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * The table of forms lists the pages of the live content that use each form, so it goes stale when a
 * marketer adds or moves a form's page: a check of the repository's documents against its content,
 * not of code (the table's code is tested with fixtures in scripts/lib/forms-table.test.ts).
 */
describe('docs/forms.md, the table of forms, against the live content', () => {
  it('is what npm run docs:forms writes from the manifests and the pages (run it after adding, moving or removing a form)', () => {
    expect(fs.readFileSync(path.join(root, FORMS_DOC), 'utf8')).toBe(formsDoc(path.join(root, 'content')));
  });

  it("is the README's table of forms too (npm run docs:forms writes both)", () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toBe(withFormsTable(readme, formsTable(path.join(root, 'content'))));
  });
});

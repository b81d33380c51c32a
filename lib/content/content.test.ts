import fs from 'node:fs';
import path from 'node:path';
import { BRAND_CODES } from '@/lib/brands';
import { formatProblem, validateBrands } from './index';
import { renderJsonSchemas } from './json-schema';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('the content in this repository', () => {
  it('is valid for every brand', () => {
    expect(validateBrands(BRAND_CODES, { root, env: {} }).map(formatProblem)).toEqual([]);
  });
});

describe('content/schema/*.json', () => {
  it.each(Object.entries(renderJsonSchemas()))('%s is up to date with the zod schemas (run npm run schema)', (file, text) => {
    const onDisk = fs.readFileSync(path.join(root, 'content', 'schema', file), 'utf8');
    expect(onDisk).toBe(text);
  });

  it('the page schema offers every block type to editors', () => {
    const schema: unknown = JSON.parse(renderJsonSchemas()['page.schema.json'] ?? '{}');
    const text = JSON.stringify(schema);
    for (const type of ['hero', 'headline', 'richText', 'accordion']) expect(text).toContain(`"const":"${type}"`);
  });
});

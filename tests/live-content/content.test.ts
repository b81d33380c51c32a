import fs from 'node:fs';
import path from 'node:path';
import { BRAND_CODES } from '@/lib/brands';
import { formatProblem, validateBrands } from '@/lib/content';
import { renderJsonSchemas } from '@/lib/content/json-schema';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * The live content (content/, edited by marketers and the CMS) and the JSON Schemas written beside it
 * for their editors: checks of what is in the repository, not of code, so they run in the live-content
 * project (vitest.config.ts). A unit test of code reads fixtures instead (docs/testing.md).
 */
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
});

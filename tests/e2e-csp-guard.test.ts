// @vitest-environment node
/**
 * Every end-to-end spec that opens pages fails on a Content-Security-Policy violation only if it
 * takes `test` from tests/e2e/fixtures.ts: a spec importing it from '@playwright/test' would let a
 * page the policy breaks pass. A spec without a browser page (static-server.spec.ts) may not.
 */
import fs from 'node:fs';
import path from 'node:path';

const dir = path.join(import.meta.dirname, 'e2e');
const specs = fs.readdirSync(dir).filter((file) => file.endsWith('.spec.ts'));

describe('the e2e specs', () => {
  it.each(specs)('%s takes its page from the CSP-watching fixture', (file) => {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    const usesPage = /\(\s*\{[^}]*\b(page|context)\b[^}]*\}/.test(source);
    const importsTestFrom = /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'([^']+)'/.exec(source)?.[1];
    if (usesPage) expect(importsTestFrom).toBe('./fixtures');
    else expect(importsTestFrom).toBeDefined();
  });
});

// @vitest-environment node
/**
 * The rules of eslint.config.mjs that stand for a test's own checks bite: a spec planted under
 * tests/e2e that takes `test` from '@playwright/test' (so a page the Content-Security-Policy breaks
 * would pass) is reported, and one from './fixtures' is not; a component reading process.env is
 * reported; a unit test with an expect inside an `if` is reported. Linted as text under a real file's name, so the
 * project's configuration for that file applies; less the rules that need type information, which none of these rules
 * does: building the project's type program for four snippets took 12 of this file's 14 s.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT, cache: false, overrideConfig: tseslint.configs.disableTypeChecked });

async function rulesReported(source: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const SPEC_BODY = "\ntest('home', async ({ page }) => {\n  await page.goto('/');\n  await expect(page).toHaveTitle('Home');\n});\n";

describe('the lint rules that keep tests honest', () => {
  it("reports an e2e spec that takes `test` from '@playwright/test'", async () => {
    expect(await rulesReported(`import { expect, test } from '@playwright/test';${SPEC_BODY}`, 'tests/e2e/insights.spec.ts')).toEqual([
      'no-restricted-imports',
    ]);
  });

  it("passes an e2e spec that takes `test` from './fixtures'", async () => {
    expect(await rulesReported(`import { expect, test } from './fixtures';${SPEC_BODY}`, 'tests/e2e/insights.spec.ts')).toEqual([]);
  });

  it('reports a component that reads process.env instead of taking the brand from the route', async () => {
    const source = 'export function BrandName() {\n  return <p>{process.env.BRAND}</p>;\n}\n';
    expect(await rulesReported(source, 'components/ui/SmartLink.tsx')).toEqual(['no-restricted-properties']);
  });

  it('reports a unit test whose expect runs only under a condition', async () => {
    const source = "it('adds', () => {\n  const sum = 1 + 1;\n  if (sum > 1) expect(sum).toBe(2);\n});\n";
    expect(await rulesReported(source, 'calculators/apy.test.ts')).toEqual(['vitest/no-conditional-expect']);
  });
});

/**
 * `npm test` starts the end-to-end tests when the build ends, beside the unit tests, and writes the
 * file named by E2E_UNIT_TESTS_ENDED when they end (scripts/test.ts). The lead-forms chain (one
 * browser, mostly waiting on the page) runs from the start; the other specs (two browsers, and
 * `next dev` for the editor's) depend on this project, so they start once the unit tests have the
 * cores no more. Run any other way (npx playwright test), nothing is named and this passes at once.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';

const flag = process.env.E2E_UNIT_TESTS_ENDED;
const ended = () => flag === undefined || fs.existsSync(flag);

test('the unit tests have ended', async () => {
  // As long as the unit tests may take: a guard against a stage that never ends, not a speed target.
  test.setTimeout(20 * 60_000);
  await expect.poll(ended, { timeout: 20 * 60_000, intervals: [500] }).toBe(true);
});

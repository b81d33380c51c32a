import fs from 'node:fs';

/**
 * The browser the Playwright tests (e2e and the browser unit tests) launch. Debian's
 * chromium-headless-shell first: the same Chromium without the desktop browser around it, which the
 * tests never look at. On this 2-core machine it ran footer.spec.ts and static-blocks.spec.ts (68 tests)
 * in 1.8 min against 3.4 min for Debian's full chromium, both cores busy in both runs (2026-11-28).
 * Then Debian's chromium, then (undefined) the browser `npx playwright install` fetched, for machines
 * that have it. Lighthouse keeps the full chromium (scripts/lighthouse.ts): it measures a real browser.
 */
export const TEST_BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] as const;

export function testBrowserPath(exists: (file: string) => boolean = fs.existsSync): string | undefined {
  return TEST_BROWSERS.find((file) => exists(file));
}

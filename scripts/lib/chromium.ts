import fs from 'node:fs';

/** Debian's Chromium (`apt-get install chromium`): the full browser, which Lighthouse measures (bench/lighthouse.ts). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same Chromium without the desktop browser around it, which
 * the tests never look at. On a 2-core machine it ran footer.spec.ts and static-blocks.spec.ts
 * (68 tests) in 1.8 min against 3.4 min for the full Chromium, both cores busy in both runs (2026-11-28).
 */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the Playwright tests (e2e and the browser unit tests) launch: the headless shell, else
 * Debian's Chromium, else undefined (the browser `npx playwright install` fetched, on machines that have it).
 */
export function testBrowserPath(exists: (file: string) => boolean = fs.existsSync): string | undefined {
  return [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM].find((file) => exists(file));
}

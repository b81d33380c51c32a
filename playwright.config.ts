import { defineConfig, devices } from '@playwright/test';
import { BRAND_CODES } from './lib/brands';
import { brandOrigin, hasExport } from './scripts/lib/static-server';
import { testBrowserPath } from './scripts/lib/chromium';
import { selectedBrands } from './tests/e2e/brands';

/**
 * End-to-end tests against the built exports (npm run build first), served by scripts/serve.ts:
 * one port per brand on 127.0.0.1 (AXB on PORT_BASE, default 4100). E2E_BRANDS=AXB restricts
 * the run to some brands.
 */
const CI = Boolean(process.env.CI);

/** Debian's headless shell or chromium when installed (CI installs both), else Playwright's own browser. */
const executablePath = testBrowserPath();

// The server is ready once the first brand under test answers: AXB (4100) unless E2E_BRANDS leaves it out.
const { brands, restrictedBy } = selectedBrands();
const readyBrand = brands.find((brand) => hasExport(brand)) ?? brands[0] ?? 'AXB';

// Say once (in the runner, not in every worker) which brands E2E_BRANDS leaves out.
if (restrictedBy !== undefined && process.env.TEST_WORKER_INDEX === undefined) {
  const skipped = BRAND_CODES.filter((brand) => !brands.includes(brand));
  console.log(`E2E_BRANDS="${restrictedBy}": testing ${brands.join(', ')}` + (skipped.length > 0 ? `; skipping ${skipped.join(', ')} (not selected).` : '.'));
}

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
};

/** Every spec that sends leads to the local receiver: tests/e2e/lead-forms*.spec.ts and lead-outbox.spec.ts. */
const LEAD_FORM_SPECS = /lead-(forms.*|outbox)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  // No retries, in CI or here: a test that fails once fails the run, so a flaky test shows and is fixed (issue 42;
  // the whole suite was green three runs in a row with this, see docs/testing.md). The browsers get the cores to
  // themselves (scripts/test.ts), which is what made a page stall for a minute in 2026-11-27's CI runs.
  retries: 0,
  // Guards against a hang, not speed targets (a passing wait ends when it passes): Playwright's
  // defaults (30 s a test, 5 s an expect) were overrun by tests that pass, on a slow 2-core machine
  // where a form page's axe check alone took 20 s (a CI run on 2026-11-27).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    trace: 'off',
  },
  projects: [
    {
      // The lead-form files share the one local lead receiver port the exports send to, so they run
      // one file at a time (and one test at a time inside each file: test.describe.configure serial).
      // Listed first: Playwright hands out tests in the order of the projects, so this one-worker
      // chain starts at once beside the other worker's tests instead of running alone at the end
      // while the other worker idles (3.5 of the 24 minutes of a run on a loaded 2-core machine).
      name: 'lead-forms',
      testMatch: LEAD_FORM_SPECS,
      workers: 1,
      use: chromium,
    },
    {
      name: 'chromium',
      testIgnore: LEAD_FORM_SPECS,
      use: chromium,
    },
  ],
  webServer: {
    command: 'npx tsx scripts/serve.ts',
    url: `${brandOrigin(readyBrand)}/`,
    reuseExistingServer: !CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
  },
});

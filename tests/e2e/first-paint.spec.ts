/**
 * A page paints before its scripts download (scripts/lib/after-first-paint.ts), and then they run:
 * the page hydrates and its interactive blocks work. Checked in Chromium with the browser's own
 * timings: no script of the page starts downloading before the first contentful paint.
 */
import { expect, test } from './fixtures';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';

const { brands } = selectedBrands();
const AXB = brandOrigin('AXB');

test.skip(!brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');

for (const route of ['/', '/business/', '/customer-support/']) {
  test(`${route}: the first contentful paint comes before any script downloads, then the page hydrates`, async ({ page }) => {
    await page.goto(`${AXB}${route}`, { waitUntil: 'networkidle' });
    const timings = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
        .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime }));
      return { paint: paint?.startTime, scripts };
    });
    expect(timings.paint).toBeGreaterThan(0);
    expect(timings.scripts.length).toBeGreaterThan(3);
    const early = timings.scripts.filter((script) => script.startTime < (timings.paint ?? 0));
    expect(early).toEqual([]);
    // The scripts ran: the header's menus hydrated (their container says so), and the first shown opens.
    const menu = page.getByRole('banner').locator('button[aria-expanded]').filter({ visible: true }).first();
    await expect(menu.locator('xpath=..')).toHaveAttribute('data-ready', '');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });
}

/**
 * The interactive blocks of spec 02 in the exported AXB site, in Chromium: the sticky banner pins
 * once the page scrolls past the first section minus 10 px (/personal/bank/cd-accounts/), the
 * testimonial carousel rotates and pauses (/), and the hero photo is served as its 604x480 webp.
 */
import { expect, test } from './fixtures';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';
import { paintedTwice } from './settle';

const { brands } = selectedBrands();
const AXB = brandOrigin('AXB');

test.describe('interactive blocks (AXB)', () => {
  test.skip(!brands.includes('AXB'), 'AXB is not selected in E2E_BRANDS');

  test('the sticky banner pins past the first section minus 10 px, and unpins above it', async ({ page }) => {
    await page.goto(`${AXB}/personal/bank/cd-accounts/`, { waitUntil: 'networkidle' });
    const bar = page.locator('[data-stuck]');
    await expect(bar).toHaveAttribute('data-stuck', 'false');
    const firstHeight = await page
      .locator('main section')
      .first()
      .evaluate((section) => (section as HTMLElement).offsetHeight);
    await page.evaluate((y) => window.scrollTo(0, y), firstHeight - 10);
    await paintedTwice(page);
    await expect(bar).toHaveAttribute('data-stuck', 'false');
    await page.evaluate((y) => window.scrollTo(0, y), firstHeight + 40);
    await expect(bar).toHaveAttribute('data-stuck', 'true');
    await expect(bar).toHaveCSS('position', 'fixed');
    await expect(bar.getByRole('link', { name: 'Open a CD' })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute('data-stuck', 'false');
  });

  test('the testimonial carousel advances on its own and stops at the pause button', async ({ page }) => {
    // The page's clock is the test's: the carousel's seconds pass when the test runs them, not in real
    // time. (A faked clock also fakes the resource timings the networkidle settle reads: load is enough.)
    await page.clock.install();
    await page.goto(`${AXB}/`, { waitUntil: 'load' });
    const carousel = page.getByRole('group', { name: 'What our customers say' });
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const second = carousel.getByRole('group', { name: '2 of 3' });
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await expect(second).toBeHidden();
    // Its timer starts once its script has run: until then the clock runs a second at a time.
    await expect(async () => {
      await page.clock.runFor(1_000);
      await expect(second).toBeVisible({ timeout: 100 });
    }).toPass({ timeout: 30_000 });
    await carousel.getByRole('button', { name: 'Pause testimonials' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(7_000);
    await expect(second).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
  });

  test('the hero photo is its 604x480 webp rendition', async ({ page }) => {
    await page.goto(`${AXB}/`);
    const image = page.getByRole('img', { name: 'A family home on a green hillside at sunset' });
    await expect(image).toHaveAttribute('src', '/_img/hero-family-home-604x480.webp');
    const response = await page.request.get(`${AXB}/_img/hero-family-home-604x480.webp`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/webp');
    await expect
      .poll(() => image.evaluate((element) => [(element as HTMLImageElement).naturalWidth, (element as HTMLImageElement).naturalHeight]))
      .toEqual([604, 480]);
  });
});

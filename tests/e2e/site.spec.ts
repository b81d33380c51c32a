/**
 * Behaviour of the exported sites that a visitor (or a search engine) sees beyond the crawl:
 * metadata, themes, the skip link, and an interactive block that hydrates and is code-split.
 */
import fs from 'node:fs';
import { expect, test } from './fixtures';
import { settleContextOnNetworkIdle } from './settle';
import type { Theme } from '../../lib/content/schema';
import { THEME_COLOURS } from '../../lib/icons/theme-colours';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';

const { brands } = selectedBrands();
const AXB = brandOrigin('AXB');

test.describe('AXB site', () => {
  test.skip(!brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');

  test('pages carry their title, description, canonical URL and Open Graph tags', async ({ page }) => {
    await page.goto(`${AXB}/personal/`);
    await expect(page).toHaveTitle('Personal Banking | Axos Bank');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Checking, savings, CDs/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.axosbank.com/personal/');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Personal Banking');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', 'https://www.axosbank.com/personal/');
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Axos Bank');
  });

  test('the sitemap and robots.txt point at the brand site', async ({ request }) => {
    const sitemap = await (await request.get(`${AXB}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>https://www.axosbank.com/</loc>');
    expect(sitemap).toContain('<loc>https://www.axosbank.com/customer-support/</loc>');
    const robots = await (await request.get(`${AXB}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: https://www.axosbank.com/sitemap.xml');
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto(`${AXB}/`);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('the header marks the current section', async ({ page }) => {
    await page.goto(`${AXB}/business/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Business' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Personal' })).not.toHaveAttribute('aria-current');
  });

  test('the accordion hydrates and opens items one by one, by mouse and keyboard', async ({ page }) => {
    // Wait for the scripts so the click lands on the hydrated button.
    await page.goto(`${AXB}/customer-support/`, { waitUntil: 'networkidle' });
    const first = page.getByRole('button', { name: 'What is the Axos Bank routing number?' });
    const second = page.getByRole('button', { name: 'How do I report a lost or stolen debit card?' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(page.getByRole('region', { name: 'How do I report a lost or stolen debit card?' })).toBeVisible();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'What is the Axos Bank routing number?' })).toBeHidden();
  });

  // The build drops the RSC payload files Next writes for client-side navigation
  // (scripts/lib/post-export.ts dropNavigationPayloads): this proves browsing never asks for one.
  test('browsing by links, in-page anchors, back and forward asks for no navigation payload', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc') || (url.pathname.endsWith('.txt') && url.pathname !== '/robots.txt')) asked.push(request.url());
    });
    await page.goto(`${AXB}/`, { waitUntil: 'networkidle' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Business' }).click();
    await expect(page).toHaveURL(`${AXB}/business/`);
    await page.goto(`${AXB}/partners/`, { waitUntil: 'networkidle' });
    await page.getByRole('navigation', { name: 'Partner programs on this page' }).getByRole('link', { name: 'Dealer services' }).click();
    await expect(page).toHaveURL(`${AXB}/partners/#partners-dealers`);
    await page.goBack();
    await expect(page).toHaveURL(`${AXB}/partners/`);
    await page.goBack();
    await expect(page).toHaveURL(`${AXB}/business/`);
    await page.goForward();
    await expect(page).toHaveURL(`${AXB}/partners/`);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  test('only a page that renders an interactive block downloads its code', async ({ browser }) => {
    // Each page in a fresh context: in one context, a chunk the first page loaded can come from the
    // memory cache on the second with no request event, and would look as if only the first loaded it.
    const scriptsOf = async (route: string) => {
      const context = await browser.newContext();
      await settleContextOnNetworkIdle(context);
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      await page.goto(`${AXB}${route}`, { waitUntil: 'networkidle' });
      await context.close();
      return scripts;
    };
    // /commercial/ has only server blocks (a hero and rich text); /customer-support/
    // has an accordion, a lead form and the ATM locator.
    const serverOnly = await scriptsOf('/commercial/');
    const support = await scriptsOf('/customer-support/');
    const onlyOnSupport = [...support].filter((script) => !serverOnly.has(script));
    const onlyOnServerOnly = [...serverOnly].filter((script) => !support.has(script));
    expect(onlyOnSupport.length, 'the interactive page loads chunks of its own').toBeGreaterThan(0);
    expect(onlyOnServerOnly, 'the page without interactive blocks loads nothing the other does not').toEqual([]);
  });
});

test('each brand gets its theme', async ({ page }) => {
  const themed: Record<string, string> = {};
  for (const brand of brands) {
    await page.goto(`${brandOrigin(brand)}/`);
    themed[brand] = await page.evaluate(
      () => `${document.documentElement.dataset.theme} ${getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim()}`,
    );
  }
  // From each brand's own site.json, so a brand added to BRAND_CODES is covered without editing this test.
  const brandColour: Record<Theme, string> = { bank: '#1b3a6b', advisor: '#14213d', lender: '#0b4f4a' };
  const expected: Record<string, string> = {};
  for (const brand of brands) {
    const theme = (JSON.parse(fs.readFileSync(`content/${brand}/site.json`, 'utf8')) as { theme: Theme }).theme;
    expected[brand] = `${theme} ${brandColour[theme]}`;
  }
  for (const brand of brands) expect(themed[brand], brand).toBe(expected[brand]);
});

test("the 404 page leads back to the brand's home, /invest for the investment brand", async ({ page }) => {
  test.skip(!brands.includes('AXI'), 'AXI not selected by E2E_BRANDS');
  const response = await page.goto(`${brandOrigin('AXI')}/no-such-page/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: 'Go to the Axos Invest home page' })).toHaveAttribute('href', '/invest/');
});

test('each brand serves its favicon, apple-touch-icon and web manifest at its root, and every page links them', async ({ page, request }) => {
  const icoTypes: Record<string, string | undefined> = {};
  for (const brand of brands) {
    const origin = brandOrigin(brand);
    const site = JSON.parse(fs.readFileSync(`content/${brand}/site.json`, 'utf8')) as { name: string; theme: Theme };
    const files: [string, string][] = [
      ['/favicon.svg', 'image/svg+xml'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/manifest.webmanifest', 'application/manifest+json'],
    ];
    for (const [file, type] of files) {
      const response = await request.get(`${origin}${file}`);
      expect(response.status(), `${brand} ${file}`).toBe(200);
      expect(response.headers()['content-type'], `${brand} ${file}`).toBe(type);
    }
    // An icon file (00 00 01 00) whose one image is a PNG.
    const icoResponse = await request.get(`${origin}/favicon.ico`);
    expect(icoResponse.status(), `${brand} /favicon.ico`).toBe(200);
    const ico = await icoResponse.body();
    expect([...ico.subarray(0, 4)], `${brand} favicon.ico header`).toEqual([0, 0, 1, 0]);
    expect(ico.subarray(22, 26).toString('latin1'), `${brand} favicon.ico image`).toBe('\x89PNG');
    const manifest = (await (await request.get(`${origin}/manifest.webmanifest`)).json()) as Record<string, unknown>;
    expect(manifest, brand).toMatchObject({ name: site.name, theme_color: THEME_COLOURS[site.theme].brand });

    await page.goto(`${origin}/`);
    const head = page.locator('head');
    await expect(head.locator('link[rel="icon"][href="/favicon.ico"]'), brand).toHaveCount(1);
    await expect(head.locator('link[rel="icon"][href="/favicon.svg"][type="image/svg+xml"]'), brand).toHaveCount(1);
    await expect(head.locator('link[rel="apple-touch-icon"][href="/apple-touch-icon.png"]'), brand).toHaveCount(1);
    await expect(head.locator('link[rel="manifest"]'), brand).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(head.locator('meta[name="theme-color"]'), brand).toHaveAttribute('content', THEME_COLOURS[site.theme].brand);
    icoTypes[brand] = icoResponse.headers()['content-type'];
  }
  // Checked last, for every brand at once: the server's type table (mrmime) has no .ico, so the server must name it.
  expect(icoTypes, '/favicon.ico Content-Type').toEqual(Object.fromEntries(brands.map((brand) => [brand, 'image/x-icon'])));
});

/**
 * The static content blocks of spec 02 in the exported sites, at a desktop (1280) and a phone (375)
 * width: the content banner after an alert takes the h1; download links fetch their PDFs; the privacy
 * notice is in the HTML and, once acknowledged, stays hidden on the next visit. At 375 px each sample
 * page has one h1 and no axe violations; at 1280 px the crawl (crawl.spec.ts) checks both on every
 * page, so checking the samples again there would only repeat it.
 */
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import type { BrandCode } from '../../lib/brands';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';

const { brands } = selectedBrands();

const MOBILE = { width: 375, height: 740 };
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', ...MOBILE },
] as const;

/** The sample pages of these blocks, checked at 375 px (the crawl checks every page at 1280). */
const PAGES: [BrandCode, string][] = [
  ['AXB', '/about/awards/'],
  ['AXB', '/about/executive-team/'],
  ['AXB', '/about/corporate-profile/'],
  ['AXB', '/about/history/'],
  ['AXB', '/legal/business-disclosures/'],
  ['AXB', '/customer-support/service-status/'],
  ['AXA', '/'],
  ['AXA', '/rias/'],
  ['AXA', '/products/select-savings/'],
  ['AAS', '/'],
  ['AAS', '/axos-advantage/about-axos/'],
  ['AXC', '/'],
];

test.describe('sample pages at 375 px (mobile)', () => {
  test.use({ viewport: MOBILE });

  for (const [brand, route] of PAGES) {
    test(`${brand} ${route}: one h1, no axe violations`, async ({ page }) => {
      test.skip(!brands.includes(brand), `${brand} not selected by E2E_BRANDS`);
      await page.goto(`${brandOrigin(brand)}${route}`, { waitUntil: 'networkidle' });
      await expect(page.locator('main h1')).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }
});

for (const viewport of VIEWPORTS) {
  test.describe(`static blocks at ${viewport.width} px (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the content banner after an emergency alert carries the h1', async ({ page }) => {
      test.skip(!brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');
      await page.goto(`${brandOrigin('AXB')}/customer-support/service-status/`);
      await expect(page.getByRole('region', { name: 'Emergency alert' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service status');
    });

    test('download tiles fetch their documents', async ({ page, request }) => {
      test.skip(!brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');
      await page.goto(`${brandOrigin('AXB')}/legal/business-disclosures/`);
      const link = page.getByRole('link', { name: 'Download Business schedule of fees (PDF)' });
      await expect(link).toHaveAttribute('download', '');
      const response = await request.get(`${brandOrigin('AXB')}${await link.getAttribute('href')}`);
      expect(response.status()).toBe(200);
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });

    test('the privacy notice is in the HTML, hides on acknowledge and stays hidden', async ({ page }) => {
      test.skip(!brands.includes('AXA'), 'AXA not selected by E2E_BRANDS');
      const html = await (await page.request.get(`${brandOrigin('AXA')}/`)).text();
      expect(html).toContain('Read our privacy policy');
      await page.goto(`${brandOrigin('AXA')}/`, { waitUntil: 'networkidle' });
      const notice = page.getByRole('region', { name: 'Privacy notice' });
      await expect(notice.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy-policy/');
      await notice.getByRole('button', { name: 'I understand' }).click();
      await expect(notice).toBeHidden();
      await expect(page.locator('main')).toBeFocused();
      await page.reload({ waitUntil: 'networkidle' });
      await expect(page.getByRole('region', { name: 'Privacy notice' })).toBeHidden();
    });
  });
}

/**
 * The footers of spec 01 §2.9 in the exported sites, at a desktop (1280) and a phone (375) width:
 * the site-map groups collapse and expand on phones by mouse and keyboard and are all open on
 * desktop; the logo footers' legal links (English) lead to real pages; the marine variant's fixed
 * year; on a phone, axe finds nothing in the footer with every group expanded (at 1280 px the groups
 * are open as loaded, and the crawl checks every page there, each brand's home page included).
 */
import fs from 'node:fs';
import { expect, type Locator, type Page, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { BRAND_CODES, type BrandCode } from '../../lib/brands';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';

const { brands } = selectedBrands();
/** Each brand's footer as its site.json configures it, so a brand added to BRAND_CODES is tested by its kind. */
function footerKind(brand: BrandCode): string {
  const { footer } = JSON.parse(fs.readFileSync(`content/${brand}/site.json`, 'utf8')) as { footer: { type: string; variant?: string } };
  return footer.type === 'logo' ? `logo ${footer.variant ?? 'regular'}` : footer.type;
}
const SITE_MAP: BrandCode[] = BRAND_CODES.filter((brand) => footerKind(brand) === 'siteMap');
const REGULAR: BrandCode[] = BRAND_CODES.filter((brand) => footerKind(brand) === 'logo regular');
const SECTIONS = ['Personal', 'Business', 'Partners', 'About', 'Support'];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

/** The site map as loaded: open groups under headings on a desktop, collapsed groups on a phone. */
const SITE_MAP_AS_LOADED: Record<(typeof VIEWPORTS)[number]['name'], (siteMap: Locator) => Promise<void>> = {
  desktop: async (siteMap) => {
    for (const title of SECTIONS) await expect(siteMap.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(siteMap.locator('summary')).toHaveCount(SECTIONS.length);
    for (const summary of await siteMap.locator('summary').all()) await expect(summary).toBeHidden();
    await expect(siteMap.getByRole('link', { name: 'Checking' })).toBeVisible();
    await expect(siteMap.getByRole('link', { name: 'Strategic Partnerships' })).toBeVisible();
  },
  mobile: async (siteMap) => {
    await expect(siteMap.getByRole('heading', { level: 2 })).toHaveCount(0);
    for (const title of SECTIONS) await expect(siteMap.locator('summary', { hasText: title })).toBeVisible();
    await expect(siteMap.getByRole('link', { name: 'Checking' })).toBeHidden();
  },
};

async function expectNoFooterViolations(page: Page) {
  await expectNoAxeViolations(page, 'the footer', { include: 'footer' });
}

for (const viewport of VIEWPORTS) {
  test.describe(`footer at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const brand of SITE_MAP) {
      test.describe(`${brand} site-map footer`, () => {
        test.skip(!brands.includes(brand), `${brand} not selected by E2E_BRANDS`);

        test('its groups, legal links and social icons', async ({ page }) => {
          await page.goto(`${brandOrigin(brand)}/`);
          const footer = page.getByRole('contentinfo');
          const siteMap = footer.getByRole('navigation', { name: 'Site map' });
          await SITE_MAP_AS_LOADED[viewport.name](siteMap);
          const legal = footer.getByRole('navigation', { name: 'Legal' });
          for (const name of [
            'Business Disclosures',
            'HELOC Disclosures',
            'Home Equity Loan Disclosures',
            'Privacy Policy',
            'FDIC Notice',
            'EHL Notice',
            'SAFE Act',
          ]) {
            await expect(legal.getByRole('link', { name })).toBeVisible();
          }
          await expect(legal.getByRole('link', { name: 'FDIC Notice' })).toHaveAttribute('href', /\/legal\/fdic-notice\/?$/);
          for (const network of ['Facebook', 'Instagram', 'X', 'YouTube', 'LinkedIn', 'Pinterest']) {
            await expect(footer.getByRole('link', { name: `Axos Bank on ${network}`, exact: true })).toBeVisible();
          }
        });

        if (viewport.name === 'mobile') {
          test('the groups expand and collapse by mouse', async ({ page }) => {
            await page.goto(`${brandOrigin(brand)}/`);
            const siteMap = page.getByRole('navigation', { name: 'Site map' });
            const personal = siteMap.locator('details', { has: page.locator('summary', { hasText: 'Personal' }) });
            const summary = personal.locator('summary');
            await summary.click();
            await expect(personal).toHaveAttribute('open', '');
            await expect(personal.getByRole('heading', { name: 'Borrow' })).toBeVisible();
            await expect(personal.getByRole('link', { name: 'Checking' })).toBeVisible();
            // The others stay closed: each group opens on its own.
            await expect(siteMap.getByRole('link', { name: 'Small Business Banking' })).toBeHidden();
            await summary.click();
            await expect(personal).not.toHaveAttribute('open');
            await expect(personal.getByRole('link', { name: 'Checking' })).toBeHidden();
          });

          test('the groups expand and collapse by keyboard', async ({ page }) => {
            await page.goto(`${brandOrigin(brand)}/`);
            const siteMap = page.getByRole('navigation', { name: 'Site map' });
            const business = siteMap.locator('details', { has: page.locator('summary', { hasText: 'Business' }) });
            const partnersSummary = siteMap.locator('summary', { hasText: 'Partners' });
            // Reach the Business group with Tab from the Personal group, as a keyboard user would.
            await siteMap.locator('summary', { hasText: 'Personal' }).focus();
            await page.keyboard.press('Tab');
            await expect(business.locator('summary')).toBeFocused();
            await page.keyboard.press('Enter');
            await expect(business).toHaveAttribute('open', '');
            await page.keyboard.press('Tab');
            await expect(business.getByRole('link', { name: 'Small Business Banking' })).toBeFocused();
            await business.locator('summary').focus();
            await page.keyboard.press('Space');
            await expect(business).not.toHaveAttribute('open');
            await page.keyboard.press('Tab');
            await expect(partnersSummary).toBeFocused();
          });
        }

        // At 1280 px the groups are open as loaded: the crawl's check of the brand's pages covers it.
        if (viewport.name === 'mobile') {
          test('axe finds no violations in the footer with every group expanded', async ({ page }) => {
            await page.goto(`${brandOrigin(brand)}/`);
            for (const summary of await page.getByRole('navigation', { name: 'Site map' }).locator('summary').all()) await summary.click();
            await expect(page.locator('footer details:not([open])')).toHaveCount(0);
            await expectNoFooterViolations(page);
          });
        }
      });
    }

    test.describe('AXB app promo and deposit insurance', () => {
      test.skip(!brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');

      test('the callout, tagline and badges show; the QR code only where it can be scanned', async ({ page }) => {
        await page.goto(`${brandOrigin('AXB')}/`);
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByRole('img', { name: 'Member FDIC' })).toBeVisible();
        await expect(footer.getByText('All your finances. In one place.')).toBeVisible();
        await expect(footer.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
        await expect(footer.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
        const qr = footer.getByRole('img', { name: 'QR code to get the Axos Bank app' });
        // The QR code is for a visitor on a computer; a phone gets the store links alone.
        await expect(qr).toBeVisible({ visible: viewport.name === 'desktop' });
      });
    });

    for (const brand of REGULAR) {
      test.describe(`${brand} regular logo footer`, () => {
        test.skip(!brands.includes(brand), `${brand} not selected by E2E_BRANDS`);

        test('links to the English terms of service and privacy policy, which exist', async ({ page }) => {
          await page.goto(`${brandOrigin(brand)}/`);
          const footer = page.getByRole('contentinfo');
          const legal = footer.getByRole('navigation', { name: 'Legal' });
          await expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service/?language=en');
          await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy/?language=en');
          await expect(footer.getByText(new RegExp(`^© ${new Date().getFullYear()} .+\\. All rights reserved\\.$`))).toBeVisible();
          await legal.getByRole('link', { name: 'Privacy Policy' }).click();
          await expect(page).toHaveURL(/\/privacy-policy\/\?language=en$/);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const response = await page.goto(`${brandOrigin(brand)}/terms-of-service/?language=en`);
          expect(response?.status()).toBe(200);
        });

        // At 1280 px the crawl checks the whole of every page, the footer included.
        if (viewport.name === 'mobile') {
          test('axe finds no violations in the footer', async ({ page }) => {
            await page.goto(`${brandOrigin(brand)}/`);
            await expectNoFooterViolations(page);
          });
        }
      });
    }

    test.describe('GBLVF marine logo footer', () => {
      test.skip(!brands.includes('GBLVF'), 'GBLVF not selected by E2E_BRANDS');

      test('has the fixed 2025 copyright and no legal links', async ({ page }) => {
        await page.goto(`${brandOrigin('GBLVF')}/`);
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByText('© 2025 Great Bay Marine Finance Group. All rights reserved.')).toBeVisible();
        await expect(footer.getByRole('navigation', { name: 'Legal' })).toHaveCount(0);
        await expect(footer.getByRole('link', { name: /terms of service|privacy policy/i })).toHaveCount(0);
        await expect(footer.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Boat Loans' })).toBeVisible();
        await expectNoFooterViolations(page);
      });
    });

    test.describe('LVF social icons', () => {
      test.skip(!brands.includes('LVF'), 'LVF not selected by E2E_BRANDS');

      test('are the lender’s Facebook, Instagram and LinkedIn', async ({ page }) => {
        await page.goto(`${brandOrigin('LVF')}/`);
        const social = page.getByRole('list', { name: 'LVF Vehicle Finance on social media' });
        await expect(social.getByRole('link')).toHaveCount(3);
        for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
          await expect(social.getByRole('link', { name: `LVF Vehicle Finance on ${network}` })).toBeVisible();
        }
      });
    });
  });
}

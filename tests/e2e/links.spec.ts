/**
 * Link behaviour of spec 01 §7 and the dialogs of §2.10 in a real browser, at a desktop and a
 * mobile width: the external-link interstitial, tracking parameters on internal links, the
 * marketing interstitial modal and the go-back link, with axe run while each dialog is open.
 */
import { type BrowserContext, expect, type Page, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';

const AXB = brandOrigin('AXB');
const INTERSTITIAL = "You're continuing to another website";
const FDIC = 'https://www.fdic.gov/resources/deposit-insurance';

/** Answers every request to another host with a stub page, so no test depends on the internet. */
async function stubOtherSites(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.origin !== AXB,
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title><p>Stub</p>' }),
  );
}

/** Waits for the scripts, so clicks land on hydrated components and the global listeners. */
async function visit(page: Page, route: string): Promise<void> {
  await page.goto(`${AXB}${route}`, { waitUntil: 'networkidle' });
}

/**
 * The page as a tab without history, the way a link opened in a new tab arrives: a tab Playwright
 * creates starts at about:blank, which counts as history, so the page opens it as a popup instead.
 */
async function openInNewTab(page: Page, route: string): Promise<Page> {
  await visit(page, '/');
  const [tab] = await Promise.all([page.waitForEvent('popup'), page.evaluate((url) => window.open(url, '_blank'), `${AXB}${route}`)]);
  await tab.waitForLoadState('networkidle');
  expect(await tab.evaluate(() => window.history.length)).toBe(1);
  return tab;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.skip(!selectedBrands().brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');
    test.use({ viewport });
    test.beforeEach(async ({ context }) => stubOtherSites(context));

    test.describe('external-link interstitial', () => {
      test('opens on an external link, passes axe, and Continue opens the URL in a new tab without opener or referrer', async ({ page, context }) => {
        await visit(page, '/personal/');
        const link = page.getByRole('link', { name: 'how deposit insurance works' });
        await expect(link).toHaveClass(/\bext-link\b/);
        await link.click();

        const dialog = page.getByRole('dialog', { name: INTERSTITIAL });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText('Axos Bank does not endorse and takes no responsibility for the content of the website');
        await expect(dialog).toContainText(FDIC);
        await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
        expect(page.url(), 'the page itself did not navigate').toBe(`${AXB}/personal/`);
        await expectNoAxeViolations(page);

        const popupPromise = context.waitForEvent('page');
        await dialog.getByRole('button', { name: 'Continue' }).click();
        const popup = await popupPromise;
        await popup.waitForLoadState();
        expect(popup.url()).toBe(FDIC);
        expect(await popup.evaluate(() => window.opener as unknown)).toBeNull();
        expect(await popup.evaluate(() => document.referrer)).toBe('');
        await expect(dialog).toBeHidden();
        await expect(link).toBeFocused();
        expect(context.pages()).toHaveLength(2);
      });

      test('Close, Escape and a backdrop click dismiss it and return focus to the link', async ({ page, context }) => {
        await visit(page, '/personal/');
        const link = page.getByRole('link', { name: 'how deposit insurance works' });
        const dialog = page.getByRole('dialog', { name: INTERSTITIAL });

        await link.click();
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toBeHidden();
        await expect(link).toBeFocused();

        await link.focus();
        await page.keyboard.press('Enter');
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(link).toBeFocused();

        await link.click();
        await expect(dialog).toBeVisible();
        await page.mouse.click(5, 5);
        await expect(dialog).toBeHidden();
        await expect(link).toBeFocused();
        expect(context.pages(), 'nothing was opened').toHaveLength(1);
      });

      test('intercepts modified and middle clicks too, opening nothing before Continue', async ({ page, context }) => {
        await visit(page, '/personal/');
        const link = page.getByRole('link', { name: 'how deposit insurance works' });
        const dialog = page.getByRole('dialog', { name: INTERSTITIAL });
        const opened: string[] = [];
        context.on('page', (tab) => opened.push(tab.url()));
        for (const click of [{ modifiers: ['ControlOrMeta' as const] }, { modifiers: ['Shift' as const] }, { button: 'middle' as const }]) {
          await link.click(click);
          await expect(dialog).toBeVisible();
          await dialog.getByRole('button', { name: 'Close' }).click();
          await expect(dialog).toBeHidden();
        }
        expect(opened, 'no tab or window was opened').toEqual([]);
      });

      test('keeps keyboard focus inside while open', async ({ page }) => {
        await visit(page, '/personal/');
        await page.getByRole('link', { name: 'how deposit insurance works' }).click();
        const dialog = page.getByRole('dialog', { name: INTERSTITIAL });
        for (let i = 0; i < 4; i += 1) {
          await page.keyboard.press('Tab');
          // The browser may pass focus through its own UI between the last and the first button.
          const inside = await dialog.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body);
          expect(inside).toBe(true);
        }
      });
    });

    test.describe('tracking parameters', () => {
      test('are carried onto internal links, not onto ext-link, company, mailto or fragment links', async ({ page }) => {
        await visit(page, '/personal/?utm_source=x&ids[]=1');
        const main = page.getByRole('main');
        const support = main.getByRole('link', { name: 'Questions? Contact support', includeHidden: true });
        await expect(support).toHaveAttribute('href', '/customer-support/?utm_source=x&ids%5B%5D=1');
        const internal = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(internal.length).toBeGreaterThan(3);
        for (const href of internal) expect(href).toMatch(/\?(.+&)?utm_source=x&ids%5B%5D=1(#|$)/);

        const untouched = await page
          .locator('a.ext-link, a[href^="mailto:"], a[href^="tel:"], a[href^="#"], a[href^="https://"]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        expect(untouched.length).toBeGreaterThan(0);
        for (const href of untouched) expect(href).not.toContain('utm_source');
        await expect(page.getByRole('link', { name: 'how deposit insurance works' })).toHaveAttribute('href', FDIC);
      });

      test('reach the next page, and links added later get them too', async ({ page }) => {
        await visit(page, '/personal/?utm_source=x&ids[]=1');
        await page.evaluate(() => {
          const later = document.createElement('a');
          later.href = '/business/?ids[]=2';
          later.textContent = 'Added later';
          document.querySelector('main')?.append(later);
        });
        const later = page.getByRole('link', { name: 'Added later' });
        await expect(later).toHaveAttribute('href', '/business/?ids[]=2&utm_source=x&ids%5B%5D=1');
        await later.click();
        await page.waitForURL(/\/business\//);
        const params = new URL(page.url()).searchParams;
        expect(params.get('utm_source')).toBe('x');
        expect(params.getAll('ids[]')).toEqual(['2', '1']);
      });
    });

    test.describe('marketing interstitial modal', () => {
      test('opens from its call to action with image, bullets at 18x18 and buttons, passes axe, and closes three ways', async ({ page }) => {
        await visit(page, '/personal/');
        const trigger = page.getByRole('button', { name: 'See our savings offer' });
        const dialog = page.getByRole('dialog', { name: 'Earn more on every dollar you save' });
        await expect(dialog).toBeHidden();

        await trigger.click();
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Close modal' })).toBeFocused();
        await expect(dialog.getByRole('img', { name: 'Bar chart of a savings balance growing month over month' })).toBeVisible();
        await expect(dialog.getByRole('list').first().getByRole('listitem')).toHaveText([
          'No monthly maintenance fees',
          'No minimum balance to earn the rate',
          'FDIC insured up to the maximum allowed by law',
        ]);
        const icons = await dialog
          .locator('li img')
          .evaluateAll((images) => images.map((image) => image.getBoundingClientRect()).map((box) => [box.width, box.height]));
        expect(icons).toEqual([
          [18, 18],
          [18, 18],
          [18, 18],
        ]);
        await expect(dialog.getByRole('link', { name: 'Open a savings account' })).toBeVisible();
        await expectNoAxeViolations(page);

        await dialog.getByRole('button', { name: 'Close modal' }).click();
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();

        await page.keyboard.press('Enter');
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();

        await trigger.click();
        await page.mouse.click(3, 3);
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();
      });
    });

    test.describe('go-back link', () => {
      test('goes back in history', async ({ page }) => {
        await visit(page, '/');
        await visit(page, '/customer-support/');
        await page.getByRole('link', { name: 'Go back' }).click();
        await expect(page).toHaveURL(`${AXB}/`);
      });

      test("without history goes to the browser's start page (Chrome: Google)", async ({ page }) => {
        const tab = await openInNewTab(page, '/customer-support/');
        await tab.getByRole('link', { name: 'Go back' }).click();
        await expect(tab).toHaveURL('https://www.google.com/');
      });
    });
  });
}

test("the go-back link logs 'No browser detection' for an unknown browser and goes home", async ({ browser }) => {
  test.skip(!selectedBrands().brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');
  const context = await browser.newContext({ userAgent: 'ExampleBrowser/1.0' });
  const logs: string[] = [];
  context.on('console', (message) => logs.push(message.text()));
  const tab = await openInNewTab(await context.newPage(), '/customer-support/');
  await tab.getByRole('link', { name: 'Go back' }).click();
  await tab.waitForURL(`${AXB}/`);
  expect(logs).toContain('No browser detection');
  await context.close();
});

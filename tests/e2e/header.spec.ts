/**
 * The site header in the browser (spec 01 §2.1–§2.8, §4): dropdowns by mouse and keyboard at a
 * desktop width (1280), the mobile menu at a phone width (375), the bank's /labs header, the menus'
 * markup before scripts run. axe with each menu open, at 1280 and 375 px, is the crawl's
 * (crawl.spec.ts opens every header button of every brand and checks the page in each state).
 */
import { type BrowserContext, expect, type Locator, type Page, test } from './fixtures';
import { settleContextOnNetworkIdle } from './settle';
import type { BrandCode } from '../../lib/brands';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';

const { brands } = selectedBrands();
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 740 };

function needs(brand: BrandCode): void {
  test.skip(!brands.includes(brand), `${brand} not selected by E2E_BRANDS`);
}

/** Loads a page and waits until its menus have hydrated, so clicks land on working buttons. */
async function open(page: Page, brand: BrandCode, route: string): Promise<void> {
  await page.goto(`${brandOrigin(brand)}${route}`, { waitUntil: 'networkidle' });
  // Every page these tests open has a menu: its disclosure marks itself ready once it has hydrated.
  await expect(page.getByRole('banner').locator('button[aria-expanded]').first().locator('xpath=..')).toHaveAttribute('data-ready', '');
}

const banner = (page: Page) => page.getByRole('banner');
const expanded = (button: Locator) => expect(button).toHaveAttribute('aria-expanded', 'true');
const collapsed = (button: Locator) => expect(button).toHaveAttribute('aria-expanded', 'false');

test.describe('desktop (1280)', () => {
  test.use({ viewport: DESKTOP });

  test.describe('AXA', () => {
    test.beforeEach(() => needs('AXA'));

    test('Private Client opens on hover, closes when the pointer leaves, and toggles on click', async ({ page }) => {
      await open(page, 'AXA', '/products/');
      const bar = page.getByRole('navigation', { name: 'Products' });
      const trigger = bar.getByRole('button', { name: 'Private Client' });
      const promo = bar.getByText('Up to 0.40% APY');
      await collapsed(trigger);
      await trigger.hover();
      await expanded(trigger);
      await expect(promo).toBeVisible();
      // Into the panel and back out to the page.
      await bar.getByRole('link', { name: 'Premier Private Client Banking' }).hover();
      await expanded(trigger);
      await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 10);
      await collapsed(trigger);
      await expect(promo).toBeHidden();
      // A click while hovering toggles it closed, the next click opens it again.
      await trigger.click();
      await collapsed(trigger);
      await trigger.click();
      await expanded(trigger);
      await expect(bar.getByRole('link', { name: 'Call 1-844-999-2967' })).toHaveAttribute('href', 'tel:18449992967');
      await expect(bar.getByRole('link', { name: 'Help & Support' })).toHaveAttribute('href', '/contact-us/');
    });

    test("the APY footnote shows today's date from the visitor's browser", async ({ page }) => {
      await open(page, 'AXA', '/products/');
      const today = await page.evaluate(() => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date()));
      const bar = page.getByRole('navigation', { name: 'Products' });
      await bar.getByRole('button', { name: 'Private Client' }).hover();
      await expect(bar.getByText('Annual Percentage Yield (APY) is accurate as of')).toHaveText(`Annual Percentage Yield (APY) is accurate as of ${today}.`);
    });

    test('Private Client from the keyboard: Enter opens, Escape closes and returns focus', async ({ page }) => {
      await open(page, 'AXA', '/products/');
      const trigger = page.getByRole('navigation', { name: 'Products' }).getByRole('button', { name: 'Private Client' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expanded(trigger);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Call 1-844-999-2967' })).toBeFocused();
      await page.keyboard.press('Escape');
      await collapsed(trigger);
      await expect(trigger).toBeFocused();
    });

    test('Sign In closes on an outside click, but not when the click is on a link', async ({ page }) => {
      await open(page, 'AXA', '/');
      const signIn = banner(page).getByRole('button', { name: 'Sign In' });
      await signIn.click();
      await expanded(signIn);
      await expect(page.getByRole('link', { name: 'Advisors Advisor Login' })).toHaveAttribute('href', 'https://login.axosadvisor.com');
      // A link of this site outside the menu (an external one would open the interstitial); the
      // listener keeps the page here so the menu can be seen after the click.
      const outsideLink = page.getByRole('main').locator('a[href^="/"]:not(.ext-link)').first();
      await outsideLink.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
      await outsideLink.click();
      await expanded(signIn);
      // Plain text outside the menu.
      await page.getByRole('main').getByRole('heading', { level: 1 }).click();
      await collapsed(signIn);
      await expect(page.getByRole('link', { name: 'Advisors Advisor Login' })).toBeHidden();
    });

    test('Contact Us is highlighted beside Sign In; the current item is marked', async ({ page }) => {
      await open(page, 'AXA', '/rias/');
      const signIn = banner(page).getByRole('button', { name: 'Sign In' });
      const contact = banner(page).getByRole('link', { name: 'Contact Us' });
      await expect(contact).toBeVisible();
      const [signInBox, contactBox] = [await signIn.boundingBox(), await contact.boundingBox()];
      expect(contactBox && signInBox && contactBox.x > signInBox.x && Math.abs(contactBox.y - signInBox.y) < 20).toBe(true);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'RIAs' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('navigation', { name: 'Products' })).toHaveCount(0);
      // The bar shows the items alone: the mobile menu (the same navigation) keeps its own rows,
      // Contact Us as an item, the Sign In and Products sections, its heading and footer, hidden.
      await expect(nav.getByRole('link')).toHaveText(['Home', 'Products', 'Find Your Advisor', 'RIAs', 'Resources']);
      await expect(nav.getByRole('button')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Welcome' })).toBeHidden();
      await expect(page.getByText('Get personalized support')).toBeHidden();
      await expect(banner(page).getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    });
  });

  test.describe('AXB', () => {
    test.beforeEach(() => needs('AXB'));

    test('the bank Sign In closes when Tab moves past its last item, and on Escape', async ({ page }) => {
      await open(page, 'AXB', '/');
      const signIn = banner(page).getByRole('button', { name: 'Sign In' });
      await signIn.focus();
      await page.keyboard.press('Enter');
      await expanded(signIn);
      const entries = page.locator(`[id="${await signIn.getAttribute('aria-controls')}"]`).getByRole('link');
      const count = await entries.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        await page.keyboard.press('Tab');
        await expect(entries.nth(index)).toBeFocused();
        await expanded(signIn);
      }
      await page.keyboard.press('Tab');
      await collapsed(signIn);

      await signIn.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await collapsed(signIn);
      await expect(signIn).toBeFocused();
    });

    test('Personal, Business and Partners link to their pages and open their groups; one dropdown at a time', async ({ page }) => {
      await open(page, 'AXB', '/business/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Business', exact: true })).toHaveAttribute('aria-current', 'page');
      const personal = nav.getByRole('button', { name: 'Personal menu' });
      await personal.click();
      for (const group of ['Bank', 'Borrow', 'Invest', 'Plan']) await expect(nav.getByRole('list', { name: group })).toBeVisible();
      const partners = nav.getByRole('button', { name: 'Partners menu' });
      await partners.click();
      await collapsed(personal);
      await expanded(partners);
      await expect(nav.getByRole('list', { name: 'Partners' }).getByRole('link')).toHaveCount(5);
      await expect(banner(page).getByRole('link', { name: 'Return to Application' })).toHaveAttribute('href', 'https://apply.axosbank.com');
    });

    test('the /labs area has the alternative-lending header, current by the third segment', async ({ page }) => {
      await open(page, 'AXB', '/labs/alternative-lending/solutions-for-fund-admins/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveText(['ALTS', 'Digital Banking', 'Fund Admin Solutions', 'ICS']);
      await expect(nav.getByRole('link', { name: 'Fund Admin Solutions' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'ALTS' })).not.toHaveAttribute('aria-current');
      await expect(banner(page).getByRole('button', { name: 'Sign In' })).toHaveCount(0);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      await page.goto(`${brandOrigin('AXB')}/labs/alternative-lending/`);
      await expect(nav.getByRole('link', { name: 'ALTS' })).toHaveAttribute('aria-current', 'page');
    });
  });

  test.describe('LVF', () => {
    test.beforeEach(() => needs('LVF'));

    test('Login closes when Tab moves past its last item and on an outside click; Apply Now is last', async ({ page }) => {
      await open(page, 'LVF', '/about-us/faqs/');
      await expect(page.getByRole('navigation', { name: 'About Us' }).getByRole('link')).toHaveText(['Our Process', 'FAQs', 'News', 'Our Team']);
      const login = banner(page).getByRole('button', { name: 'Login' });
      await login.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Existing Customers Online Banking Login' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Commercial Login Commercial Banking Portal' })).toBeFocused();
      await expanded(login);
      await page.keyboard.press('Tab');
      await collapsed(login);
      await expect(banner(page).getByRole('link', { name: 'Apply Now' })).toBeFocused();

      await login.click();
      await expanded(login);
      await page.getByRole('main').getByRole('heading', { level: 1 }).click();
      await collapsed(login);
    });
  });
});

test.describe('mobile (375)', () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test.describe('AXB', () => {
    test.beforeEach(() => needs('AXB'));

    test('the menu opens with focus inside, its sections expand independently, Escape closes it', async ({ page }) => {
      await open(page, 'AXB', '/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const hamburger = banner(page).getByRole('button', { name: 'Menu', exact: true });
      await hamburger.click();
      await expanded(hamburger);
      await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
      const menu = page.getByRole('navigation', { name: 'Main' });
      // The bar's navigation, stacked: each item's page a link, its dropdown a section beside it.
      await expect(menu.getByRole('link', { name: 'Personal', exact: true })).toHaveAttribute('href', '/personal/');
      const sections = ['Personal menu', 'Business menu', 'Partners menu', 'Sign In'].map((name) => menu.getByRole('button', { name, exact: true }));
      for (const section of sections) {
        await section.click();
        await expanded(section);
      }
      for (const section of sections) await expanded(section);
      await expect(menu.getByRole('link', { name: 'Checking' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Personal Online Banking Login' })).toBeVisible();
      const personal = menu.getByRole('button', { name: 'Personal menu', exact: true });
      const business = menu.getByRole('button', { name: 'Business menu', exact: true });
      await personal.click();
      await collapsed(personal);
      await expanded(business);
      await expect(menu.getByRole('link', { name: 'Checking' })).toBeHidden();
      await page.keyboard.press('Escape');
      await collapsed(hamburger);
      await expect(hamburger).toBeFocused();
    });

    test('the menu covers the page, sticky in-page navigation included', async ({ page }) => {
      await open(page, 'AXB', '/partners/');
      await banner(page).getByRole('button', { name: 'Menu', exact: true }).click();
      const panel = page.locator(`[id="${await banner(page).getByRole('button', { name: 'Menu', exact: true }).getAttribute('aria-controls')}"]`);
      await expect(panel).toBeVisible();
      // Every 10 px down the sheet, what a tap reaches is the menu, not the page under it.
      const uncovered = await panel.evaluate((element) => {
        const missed: number[] = [];
        for (let y = element.getBoundingClientRect().top + 1; y < window.innerHeight; y += 10) {
          if (!element.contains(document.elementFromPoint(window.innerWidth / 2, y))) missed.push(Math.round(y));
        }
        return missed;
      });
      expect(uncovered).toEqual([]);
    });

    test('the close button closes the menu and returns focus to the hamburger', async ({ page }) => {
      await open(page, 'AXB', '/');
      const hamburger = banner(page).getByRole('button', { name: 'Menu', exact: true });
      await hamburger.click();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await collapsed(hamburger);
      await expect(page.getByRole('heading', { name: 'Welcome' })).toBeHidden();
      await expect(hamburger).toBeFocused();
    });
  });

  test.describe('AXA', () => {
    test.beforeEach(() => needs('AXA'));

    test('Products and Sign In sections, Contact Us as an item and the personalized-support footer', async ({ page }) => {
      await open(page, 'AXA', '/products/');
      await expect(page.getByRole('navigation', { name: 'Products' })).toBeHidden();
      await banner(page).getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('navigation', { name: 'Main' });
      await expect(menu.getByRole('link', { name: 'Contact Us' })).toBeVisible();
      const products = menu.getByRole('button', { name: 'Products menu' });
      await products.click();
      await expect(menu.getByRole('link', { name: 'Select Savings' })).toBeVisible();
      // Private Client inside the Products section: a tap toggles it (touch has no hover).
      const privateClient = menu.getByRole('button', { name: 'Private Client' });
      await privateClient.tap();
      await expanded(privateClient);
      await expect(menu.getByText('Up to 0.40% APY')).toBeVisible();
      await menu.getByRole('button', { name: 'Sign In' }).click();
      await expanded(products);
      await expect(menu.getByRole('link', { name: 'Business Business Banking Login' })).toBeVisible();
      await expect(page.getByText('Get personalized support')).toBeVisible();
      await expect(page.getByText('Get personalized support').locator('..').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us/');
    });
  });

  test.describe('AAS', () => {
    test.beforeEach(() => needs('AAS'));

    test('Serve Your Clients, Optimize Operations, Axos Advantage and Sign In expand and collapse', async ({ page }) => {
      await open(page, 'AAS', '/');
      await banner(page).getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('navigation', { name: 'Main' });
      await expect(menu.getByRole('link', { name: 'Scale Your Business' })).toBeVisible();
      for (const name of ['Serve Your Clients', 'Optimize Operations', 'Axos Advantage', 'Sign In']) {
        const section = menu.getByRole('button', { name });
        await section.click();
        await expanded(section);
      }
      await expect(menu.getByRole('link', { name: 'Cash Management Solutions' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Sales Team' })).toBeVisible();
      await menu.getByRole('button', { name: 'Optimize Operations' }).click();
      await expect(menu.getByRole('link', { name: 'Technology Providers' })).toBeHidden();
      await expect(menu.getByRole('link', { name: 'Sales Team' })).toBeVisible();
    });
  });

  test.describe('LVF', () => {
    test.beforeEach(() => needs('LVF'));

    test('the About Us group and the Apply Now button in the footer', async ({ page }) => {
      await open(page, 'LVF', '/');
      await banner(page).getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('navigation', { name: 'Main' });
      const about = menu.getByRole('button', { name: 'About Us menu' });
      await about.click();
      for (const name of ['Our Process', 'FAQs', 'News', 'Our Team']) await expect(menu.getByRole('link', { name })).toBeVisible();
      const login = menu.getByRole('button', { name: 'Login' });
      await login.click();
      await expanded(about);
      await expect(menu.getByRole('link', { name: 'Existing Customers Online Banking Login' })).toBeVisible();
      await expect(banner(page).getByRole('link', { name: 'Apply Now' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
    });
  });

  test.describe('AFS', () => {
    test.beforeEach(() => needs('AFS'));

    test("the Welcome heading, the four links and 'Talk With Us'", async ({ page }) => {
      await open(page, 'AFS', '/');
      await banner(page).getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['About Us', 'Services', 'Software', 'Contact']);
      await expect(page.getByText('Contact a Specialist Today!')).toBeVisible();
      await expect(banner(page).getByRole('link', { name: 'Talk With Us' })).toHaveAttribute('href', '/contact/');
    });
  });
});

test.describe('before scripts run', () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test('the menus are in the HTML, and a focused button shows its panel', async ({ page }) => {
    needs('AXB');
    await page.goto(`${brandOrigin('AXB')}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Every link of the Personal dropdown is in the static HTML.
    await expect(nav.locator('a[href*="checking-accounts"]')).toHaveCount(1);
    await expect(nav.getByRole('list', { name: 'Bank' })).toBeHidden();
    await nav.getByRole('button', { name: 'Personal menu' }).focus();
    await expect(nav.getByRole('list', { name: 'Bank' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('list', { name: 'Bank' }).getByRole('link').first()).toBeFocused();
    await expect(nav.getByRole('list', { name: 'Bank' })).toBeVisible();
  });

  test('the header does not move when the scripts hydrate it', async ({ browser }) => {
    needs('AXB');
    const measure = async (javaScriptEnabled: boolean, prepare: (context: BrowserContext) => Promise<void>) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: DESKTOP });
      await prepare(context);
      const page = await context.newPage();
      await page.goto(`${brandOrigin('AXB')}/personal/`, { waitUntil: 'networkidle' });
      const box = await page.getByRole('banner').boundingBox();
      const main = await page.getByRole('main').boundingBox();
      await context.close();
      return [box?.height, main?.y];
    };
    // With scripts, measured once they have run (settle.ts).
    expect(await measure(true, settleContextOnNetworkIdle)).toEqual(await measure(false, () => Promise.resolve()));
  });
});

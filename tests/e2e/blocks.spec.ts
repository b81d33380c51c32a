/**
 * The page pieces of spec 01 §2.11 in the exported sites, at a desktop (1280) and a phone (375)
 * width: the in-page anchor navigation (AXB /partners/), pagination by ?page= (LVF /events/) and
 * the video facade (AXB /business/). Each page is also checked with axe in the state tested.
 */
import { expect, type Locator, type Page, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';

const { brands } = selectedBrands();
const AXB = brandOrigin('AXB');
const LVF = brandOrigin('LVF');

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800, visibleItems: 7 },
  { name: 'mobile', width: 375, height: 740, visibleItems: 1 },
] as const;

/** Distance of an element's top from the top of the viewport, in px. */
function topInViewport(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top);
}

/** Scrolls the window so the element's top sits `from` px below the viewport top. */
async function scrollSectionTo(page: Page, id: string, from: number): Promise<void> {
  await page.evaluate(
    ([sectionId, offset]) => {
      const section = document.getElementById(sectionId);
      if (!section) throw new Error(`no #${sectionId}`);
      window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - offset);
    },
    [id, from] as const,
  );
}

for (const viewport of VIEWPORTS) {
  test.describe(`page pieces at ${viewport.width} px (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.describe('anchor navigation', () => {
      test.skip(!brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');

      const open = async (page: Page) => {
        // Wait for the scripts, so the clicks land on the hydrated carousel.
        await page.goto(`${AXB}/partners/`, { waitUntil: 'networkidle' });
        return page.getByRole('navigation', { name: 'Partner programs on this page' });
      };

      if (viewport.visibleItems === 1) {
        test('centres its one item in the bar', async ({ page }) => {
          const nav = await open(page);
          const link = await nav.getByRole('link').boundingBox();
          const bar = await nav.boundingBox();
          expect(link && bar ? Math.abs(link.x + link.width / 2 - (bar.x + bar.width / 2)) : Infinity).toBeLessThan(2);
        });
      }

      test(`is a carousel showing ${viewport.visibleItems} of its 8 items, with previous and next buttons`, async ({ page }) => {
        const nav = await open(page);
        await expect(nav.getByRole('link')).toHaveCount(viewport.visibleItems);
        const previous = nav.getByRole('button', { name: 'Show previous sections' });
        const next = nav.getByRole('button', { name: 'Show next sections' });
        await expect(previous).toBeDisabled();
        await expect(nav.getByRole('link').first()).toHaveText('All programs');
        await next.click();
        await expect(nav.getByRole('link').first()).toHaveText('Marine floorplan');
        await expect(nav.getByRole('link')).toHaveCount(viewport.visibleItems);
        await expect(previous).toBeEnabled();
        await expectNoAxeViolations(page);
      });

      test('scrolls to the section, 110 px below the viewport top, and marks its link current', async ({ page }) => {
        const nav = await open(page);
        const link = nav.getByRole('link', { name: 'Dealer services' });
        // On a phone, bring the item into the carousel first.
        while (!(await link.isVisible())) await nav.getByRole('button', { name: 'Show next sections' }).click();
        await link.click();
        const section = page.locator('#partners-dealers');
        await expect.poll(async () => Math.abs((await topInViewport(section)) - 110), { timeout: 2_000 }).toBeLessThan(2);
        await expect(link).toHaveAttribute('aria-current', 'true');
        await expect(nav.locator('[aria-current]')).toHaveCount(1);
        expect(new URL(page.url()).hash).toBe('#partners-dealers');
        await expect(section).toBeFocused();
        // The bar stays in view while reading. (Not checked with axe here: its target-size rule
        // counts links scrolled under any sticky bar as obscured; the other tests run axe.)
        expect(await topInViewport(nav)).toBe(0);
      });

      test('highlights the section whose top is within 200 px while the visitor scrolls', async ({ page }) => {
        const nav = await open(page);
        const current = nav.locator('[aria-current="true"]');
        await scrollSectionTo(page, 'partners-wholesale', 150);
        await expect(current).toHaveText('Wholesale lending');
        await expect(current).toBeVisible();
        await scrollSectionTo(page, 'partners-advisors', 260); // 260 px away: not yet
        await expect(current).toHaveText('Wholesale lending');
        await scrollSectionTo(page, 'partners-advisors', 190);
        await expect(current).toHaveText('Financial advisors');
        await expect(current).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(current).toHaveCount(0);
      });

      test('jumps without animation when the visitor prefers reduced motion', async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const nav = await open(page);
        const link = nav.getByRole('link', { name: 'All programs' });
        await link.click();
        // Read in the same task as the click's effects: no frame of animation in between.
        const top = await page.locator('#partners-programs').evaluate((element) => element.getBoundingClientRect().top);
        expect(Math.abs(top - 110)).toBeLessThan(2);
      });

      test('works without JavaScript: plain #id links, and the section lands below the bar', async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: viewport.width, height: viewport.height } });
        const page = await context.newPage();
        await page.goto(`${AXB}/partners/`);
        const nav = page.getByRole('navigation', { name: 'Partner programs on this page' });
        await expect(nav.getByRole('link')).toHaveCount(8);
        await nav.getByRole('link', { name: 'Strategic partnerships' }).click();
        await expect(page).toHaveURL(/#partners-strategic$/);
        await expect.poll(async () => Math.abs((await topInViewport(page.locator('#partners-strategic'))) - 110)).toBeLessThan(2);
        await context.close();
      });
    });

    test.describe('pagination by ?page=', () => {
      test.skip(!brands.includes('LVF'), 'LVF not selected by E2E_BRANDS');

      const list = (page: Page) => page.getByRole('list', { name: 'Upcoming events' });
      const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

      for (const [query, expected, firstEvent] of [
        ['', 1, 'Winter Collector Car Auction'],
        ['?page=2', 2, 'Texas Motorhome and RV Show'],
        ['?page=0', 1, 'Winter Collector Car Auction'],
        ['?page=-1', 1, 'Winter Collector Car Auction'],
        ['?page=abc', 1, 'Winter Collector Car Auction'],
        ['?page=2.5', 1, 'Winter Collector Car Auction'],
        ['?page=4', 3, 'Summer Concours Weekend'], // last + 1
        ['?page=99', 3, 'Summer Concours Weekend'],
      ] as const) {
        test(`/events/${query} shows page ${expected}`, async ({ page }) => {
          await page.goto(`${LVF}/events/${query}`, { waitUntil: 'networkidle' });
          await expect(pagination(page).getByRole('link', { name: `Page ${expected}` })).toHaveAttribute('aria-current', 'page');
          await expect(pagination(page).locator('[aria-current]')).toHaveCount(1);
          await expect(list(page).getByRole('heading').first()).toContainText(firstEvent);
          await expect(list(page).getByRole('listitem')).toHaveCount(4);
        });
      }

      test('the static HTML holds page 1 and links that carry ?page=N', async ({ request }) => {
        const html = await (await request.get(`${LVF}/events/`)).text();
        expect(html).toContain('Winter Collector Car Auction');
        expect(html).not.toContain('>Fall Collector Car Auction<');
        expect(html).toContain('href="?page=2#events-calendar"');
      });

      test('the arrows stay on the same page at the ends and move between pages elsewhere', async ({ page }) => {
        await page.goto(`${LVF}/events/`, { waitUntil: 'networkidle' });
        const previous = pagination(page).getByRole('link', { name: 'Previous page' });
        const next = pagination(page).getByRole('link', { name: 'Next page' });
        await expect(previous).toHaveAttribute('aria-disabled', 'true');
        // Playwright will not click an aria-disabled element; a keyboard user can still activate it.
        await previous.press('Enter');
        await expect(pagination(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
        expect(new URL(page.url()).searchParams.get('page')).toBeNull();

        await next.click();
        await expect(page).toHaveURL(/\?page=2#events-calendar$/);
        await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
        await expect(list(page)).toBeFocused();
        await next.click();
        await expect(page).toHaveURL(/\?page=3#events-calendar$/);
        await expect(list(page).getByRole('listitem')).toHaveCount(4);
        await expect(next).toHaveAttribute('aria-disabled', 'true');
        await next.press('Enter');
        await expect(page).toHaveURL(/\?page=3#events-calendar$/);
        await expect(pagination(page).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

        await page.goBack();
        await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
        await expect(list(page).getByRole('heading').first()).toContainText('Texas Motorhome and RV Show');
        await expectNoAxeViolations(page);
      });

      test('a page link opened directly lands on that page', async ({ page }) => {
        await page.goto(`${LVF}/events/?utm_source=newsletter&page=3`, { waitUntil: 'networkidle' });
        await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '?utm_source=newsletter&page=2#events-calendar');
        await expect(list(page).getByRole('heading').first()).toContainText('Summer Concours Weekend');
        await expectNoAxeViolations(page);
      });
    });

    test.describe('video facade', () => {
      test.skip(!brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');

      test('makes no request to the video provider until the visitor presses play', async ({ page }) => {
        const thirdParty: string[] = [];
        // Nothing leaves the machine: any request to another host is answered here and recorded.
        await page.route(
          (url) => url.origin !== AXB,
          async (route) => {
            thirdParty.push(route.request().url());
            await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' });
          },
        );
        await page.goto(`${AXB}/business/`, { waitUntil: 'networkidle' });
        const play = page.getByRole('button', { name: 'Play video: Axos business online banking tour' });
        await expect(play).toBeVisible();
        await expectNoAxeViolations(page);
        expect(thirdParty).toEqual([]);
        await expect(page.locator('iframe')).toHaveCount(0);

        await play.click();
        const player = page.getByTitle('Axos business online banking tour');
        await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Qm8m1cC1bT4?autoplay=1');
        await expect(player).toBeFocused();
        await expect.poll(() => thirdParty).toEqual(['https://www.youtube-nocookie.com/embed/Qm8m1cC1bT4?autoplay=1']);
        await expect(play).toHaveCount(0);
      });

      test("loads another provider's embed script only on play (AFS)", async ({ page }) => {
        test.skip(!brands.includes('AFS'), 'AFS not selected by E2E_BRANDS');
        const AFS = brandOrigin('AFS');
        const thirdParty: string[] = [];
        // A stand-in for the provider's script: it fills the element it is given, as a real one does.
        await page.route(
          (url) => url.origin !== AFS,
          async (route) => {
            thirdParty.push(route.request().url());
            await route.fulfill({
              contentType: 'text/javascript',
              body: "document.querySelector('.wistia_embed').textContent = 'Player ready';",
            });
          },
        );
        await page.goto(`${AFS}/services/`, { waitUntil: 'networkidle' });
        const play = page.getByRole('button', { name: 'Play video: What does a successor trustee do?' });
        await expect(play).toBeVisible();
        expect(thirdParty).toEqual([]);
        await play.click();
        const player = page.getByRole('region', { name: 'What does a successor trustee do?' }).last();
        await expect(player).toHaveText('Player ready');
        await expect(player).toHaveAttribute('data-video-foam', 'true');
        await expect(player).toBeFocused();
        expect(thirdParty).toEqual(['https://fast.wistia.com/assets/external/E-v1.js']);
      });
    });
  });
}

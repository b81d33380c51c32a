/**
 * The accessibility check every spec and the crawl rely on (axe.ts) still sees what it must: it runs
 * in legacy mode, asks for violations only, and keeps axe defined once per document, each of which
 * could blind it without a test noticing. So violations are planted in a served page and must be
 * reported, on a second check of the same document and after a navigation to a new one.
 */
import { expect, type Page, test } from './fixtures';
import { analyzeAccessibility } from './axe';
import { brandOrigin } from '../../scripts/lib/static-server';

/** An image without a text alternative, a button without a name, and grey on white text. */
async function plantViolations(page: Page): Promise<void> {
  // After hydration, which would replace nodes added before it.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) throw new Error('the page has no <main>');
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    const button = document.createElement('button');
    const faint = document.createElement('p');
    faint.textContent = 'Rates subject to change';
    faint.style.color = '#eeeeee';
    faint.style.background = '#ffffff';
    main.append(image, button, faint);
  });
}

const violationIds = async (page: Page) => (await analyzeAccessibility(page)).violations.map((violation) => violation.id).sort();

test('the axe check reports planted violations, again on the same page and on the next one', async ({ page }) => {
  const origin = brandOrigin('AXB');
  await page.goto(`${origin}/`);
  expect(await violationIds(page), 'the home page as served').toEqual([]);
  await plantViolations(page);
  expect(await violationIds(page), 'after planting').toEqual(['button-name', 'color-contrast', 'image-alt']);
  expect(await violationIds(page), 'a second check of the same document').toEqual(['button-name', 'color-contrast', 'image-alt']);

  await page.goto(`${origin}/about/awards/`);
  expect(await violationIds(page), 'the next page as served').toEqual([]);
  await plantViolations(page);
  expect(await violationIds(page), 'the next page after planting').toEqual(['button-name', 'color-contrast', 'image-alt']);
});

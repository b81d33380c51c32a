/**
 * AXB insights (spec 02 §2): a visitor goes from a section's insights landing to a category
 * listing, opens an article and comes back with the go-back button; a listing's ?page=2 shows the
 * next cards. Each state is checked with axe.
 */
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';

const AXB = brandOrigin('AXB');

test.describe('AXB insights', () => {
  test.skip(!selectedBrands().brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');

  test('landing -> category listing -> article -> go back to the listing', async ({ page }) => {
    await page.goto(`${AXB}/personal/insights/`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Insights' })).toBeVisible();
    const featured = page.getByRole('region', { name: 'Featured articles' });
    await expect(featured.getByRole('heading', { name: 'The 50/30/20 budget, explained' })).toBeVisible();
    await expect(featured.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('link', { name: /^View All/ })).toHaveAttribute('href', '/business/insights/');

    await page.getByRole('link', { name: 'See More Budgeting Articles' }).click();
    await expect(page).toHaveURL(`${AXB}/personal/insights/budgeting/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Insights' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Budgeting' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See More Saving Articles' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'How big should your emergency fund be?' }).click();
    await expect(page).toHaveURL(`${AXB}/personal/insights/budgeting/saving/how-big-should-your-emergency-fund-be/`);
    await expect(page.getByRole('heading', { level: 1, name: 'How big should your emergency fund be?' })).toBeVisible();
    const goBack = page.getByRole('link', { name: 'Go back' });
    // The button points at the referrer once the page's scripts have run.
    await expect(goBack).toHaveAttribute('href', `${AXB}/personal/insights/budgeting/`);
    await goBack.click();
    await expect(page).toHaveURL(`${AXB}/personal/insights/budgeting/`);
  });

  test('a category listing shows its next cards at ?page=2', async ({ page }) => {
    await page.goto(`${AXB}/personal/insights/budgeting/?page=2`, { waitUntil: 'networkidle' });
    const list = page.getByRole('list', { name: 'Budgeting' });
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Two proven ways to pay off credit card debt']);
    await expect(list.getByText('7 min read')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Page 1' }).click();
    await expect(list.getByRole('heading', { level: 3 })).toHaveCount(3);
  });

  test('a subcategory listing links back to its category', async ({ page }) => {
    await page.goto(`${AXB}/business/insights/cash-management/payments/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Business Insights' })).toBeVisible();
    await page.getByRole('link', { name: 'See More Cash Management Articles' }).click();
    await expect(page).toHaveURL(`${AXB}/business/insights/cash-management/`);
  });
});

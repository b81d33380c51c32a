/**
 * The marine loan picker (spec 03 §2, §4) in the exported sites, in Chromium: every branch of the
 * brand variant (GBLVF /boat-loans/) and of the non-brand variant (AXB /personal/borrow/marine-loans/),
 * walked with Back between branches, with the portal link of each path compared with a URL written
 * out by hand from the product codes in the pages' content; focus on each new step's heading, whose
 * name announces "Step N of 4"; axe on every step. The picker sends nothing, so no lead receiver.
 */
import { expect, type Locator, type Page, test } from './fixtures';
import { expectNoAxeViolations as expectNoAxeViolationsOnPage } from './axe';
import type { BrandCode } from '../../lib/brands';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';

/**
 * Where each path leads: {loanPortalUrl} (content/shared/site-urls.json) + "/self-registration", the
 * query name "productCode" and the codes of the two pages' `portal.productCodes` and `defaultCode`.
 */
const PORTAL = {
  'Term | Full-time Charter | Hold in LLC': 'https://loanportal.axosbank.com/self-registration?productCode=MRN-TERM-FTC-LLC',
  'Term | Full-time Charter | Own Personally': 'https://loanportal.axosbank.com/self-registration?productCode=MRN-TERM-FTC-IND',
  'Term | Limited Charter (max 73 days per year) | Hold in LLC': 'https://loanportal.axosbank.com/self-registration?productCode=MRN-TERM-LTC-LLC',
  'Term | Limited Charter (max 73 days per year) | Own Personally': 'https://loanportal.axosbank.com/self-registration?productCode=MRN-TERM-LTC-IND',
  'Term | Personal Use | Hold in LLC': 'https://loanportal.axosbank.com/self-registration?productCode=MRN-TERM-PER-LLC',
  'Term | Personal Use | Own Personally': 'https://loanportal.axosbank.com/self-registration?productCode=MRN-TERM-PER-IND',
  'Credit Line | Full-time Charter | Hold in LLC': 'https://loanportal.axosbank.com/self-registration?productCode=MRN-LOC-FTC-LLC',
  'Credit Line | Full-time Charter | Own Personally': 'https://loanportal.axosbank.com/self-registration?productCode=MRN-LOC-FTC-IND',
  'Credit Line | Limited Charter (max 73 days per year) | Hold in LLC': 'https://loanportal.axosbank.com/self-registration?productCode=MRN-LOC-LTC-LLC',
  'Credit Line | Limited Charter (max 73 days per year) | Own Personally': 'https://loanportal.axosbank.com/self-registration?productCode=MRN-LOC-LTC-IND',
  'Credit Line | Personal Use | Hold in LLC': 'https://loanportal.axosbank.com/self-registration?productCode=MRN-LOC-PER-LLC',
  'Credit Line | Personal Use | Own Personally': 'https://loanportal.axosbank.com/self-registration?productCode=MRN-LOC-PER-IND',
  'Inventory Finance': 'https://loanportal.axosbank.com/self-registration?productCode=MRN-GENERAL',
} as const;

const STEP_1 = 'Step 1 of 4 What kind of financing are you looking for?';
const STEP_2 = 'Step 2 of 4 How will the boat be used?';
const STEP_3 = 'Step 3 of 4 How will you own the boat?';
const STEP_4 = "Step 4 of 4 We're about to send you to our loan portal.";

const CHARTERS = ['Full-time Charter', 'Limited Charter (max 73 days per year)', 'Personal Use'] as const;
const OWNERSHIPS = ['Hold in LLC', 'Own Personally'] as const;

function only(brand: BrandCode) {
  test.skip(!selectedBrands().brands.includes(brand), `${brand} not selected by E2E_BRANDS`);
}

/** axe over the picker's page content (the header and footer are the crawl's) in one step of the walk. */
function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  return expectNoAxeViolationsOnPage(page, state, { include: 'main', tags: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] });
}

/** Walks a picker, checking focus and, on the first visit of each step, axe. */
class Walk {
  private readonly checked = new Set<string>();

  constructor(
    private readonly page: Page,
    private readonly picker: Locator,
  ) {}

  async choose(name: string, nextStep: string): Promise<void> {
    await this.picker.getByRole('button', { name, exact: true }).click();
    await this.arrive(nextStep);
  }

  async back(previousStep: string): Promise<void> {
    await this.picker.getByRole('button', { name: 'Back', exact: true }).click();
    await this.arrive(previousStep);
  }

  private async arrive(step: string): Promise<void> {
    await expect(this.picker.getByRole('heading', { name: step, exact: true })).toBeFocused();
    await expect(this.picker.getByRole('button', { name: 'Back', exact: true })).toHaveCount(step === STEP_1 ? 0 : 1);
    if (!this.checked.has(step)) {
      this.checked.add(step);
      await expectNoAxeViolations(this.page, step);
    }
  }

  /** Step 4: the selections joined by ' | ', the note, and the link to the portal for them. */
  async expectConfirmation(path: keyof typeof PORTAL): Promise<void> {
    await expect(this.picker.getByText(path, { exact: true })).toBeVisible();
    await expect(this.picker.getByText('The application takes only a few minutes and does not commit you to the loan.')).toBeVisible();
    const link = this.picker.getByRole('link', { name: 'Continue to the loan portal' });
    await expect(link).toHaveAttribute('href', PORTAL[path]);
    // {loanPortalUrl} is a company site: not external under spec 01 §7, so no interstitial and the same tab.
    await expect(link).not.toHaveClass(/ext-link/);
    await expect(link).not.toHaveAttribute('target');
  }

  /** Every charter and ownership under a chosen loan type, back to step 2 at the end. */
  async everyCharterAndOwnership(loan: 'Term' | 'Credit Line'): Promise<void> {
    for (const charter of CHARTERS) {
      await this.choose(charter, STEP_3);
      for (const ownership of OWNERSHIPS) {
        await this.choose(ownership, STEP_4);
        await this.expectConfirmation(`${loan} | ${charter} | ${ownership}`);
        await this.back(STEP_3);
      }
      await this.back(STEP_2);
    }
  }
}

async function openPicker(page: Page, brand: BrandCode, route: string, headline: string): Promise<Locator> {
  await page.goto(`${brandOrigin(brand)}${route}`, { waitUntil: 'networkidle' });
  const picker = page.getByRole('region', { name: headline });
  await expect(picker.getByRole('heading', { name: STEP_1, exact: true })).toBeVisible();
  return picker;
}

test.describe('marine loan picker', () => {
  // A walk is up to 37 steps with axe on each kind of step: about 20 s alone, longer on a busy CI machine.
  test.describe.configure({ timeout: 120_000 });

  test('GBLVF /boat-loans/ (brand variant): Term Loans and Credit Line through every charter and ownership', async ({ page }) => {
    only('GBLVF');
    const picker = await openPicker(page, 'GBLVF', '/boat-loans/', 'Find the right financing for your boat');
    await expect(picker.getByRole('button', { name: 'Inventory Finance' })).toHaveCount(0);
    await expectNoAxeViolations(page, STEP_1);
    const walk = new Walk(page, picker);
    for (const [label, loan] of [
      ['Term Loans', 'Term'],
      ['Credit Line', 'Credit Line'],
    ] as const) {
      await walk.choose(label, STEP_2);
      await walk.everyCharterAndOwnership(loan);
      await walk.back(STEP_1);
    }
  });

  test('AXB /personal/borrow/marine-loans/ (non-brand variant): Term Loans through every charter and ownership, and Inventory Finance', async ({ page }) => {
    only('AXB');
    const picker = await openPicker(page, 'AXB', '/personal/borrow/marine-loans/', 'Start your marine loan application');
    await expect(picker.getByRole('button', { name: 'Credit Line' })).toHaveCount(0);
    await expectNoAxeViolations(page, STEP_1);
    const walk = new Walk(page, picker);
    await walk.choose('Term Loans', STEP_2);
    await walk.everyCharterAndOwnership('Term');
    await walk.back(STEP_1);
    await walk.choose('Inventory Finance', STEP_4);
    await walk.expectConfirmation('Inventory Finance');
    await expectNoAxeViolations(page, 'Inventory Finance, step 4');
    await walk.back(STEP_1);
  });

  test("a visitor's tracking parameters stay on this site: the portal link, another origin, keeps its own URL", async ({ page }) => {
    only('AXB');
    await page.goto(`${brandOrigin('AXB')}/personal/borrow/marine-loans/?utm_source=boatshow&gclid=G-1`, { waitUntil: 'networkidle' });
    const picker = page.getByRole('region', { name: 'Start your marine loan application' });
    await picker.getByRole('button', { name: 'Inventory Finance' }).click();
    await expect(picker.getByRole('link', { name: 'Continue to the loan portal' })).toHaveAttribute('href', PORTAL['Inventory Finance']);
  });

  test("the picker's code is a chunk of its own, fetched by the picker's page and not by the brand's home page", async ({ page }) => {
    only('GBLVF');
    let scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const pickerScripts = async () => {
      const bodies = await Promise.all(scripts);
      scripts = [];
      return { loaded: bodies.length, picker: bodies.filter((body) => body.includes('about to send you to our loan portal')).length };
    };
    await page.goto(`${brandOrigin('GBLVF')}/`, { waitUntil: 'networkidle' });
    const home = await pickerScripts();
    expect(home.loaded).toBeGreaterThan(0);
    expect(home.picker).toBe(0);
    await page.goto(`${brandOrigin('GBLVF')}/boat-loans/`, { waitUntil: 'networkidle' });
    expect((await pickerScripts()).picker).toBe(1);
  });
});

/**
 * Spec 03's `dealer`, `emailMessage` and `dealDiscussion` forms in Chromium, sending to a real lead
 * receiver on 127.0.0.1 that this file starts and stops (scripts/lib/lead-receiver.ts), and the team
 * contact card beside the deal form. Build the exports with `npm run build -- --local-leads` and the
 * same PORT_BASE.
 *
 * Each expected payload is written out by hand from spec 03 §3 (not computed by the payload builders
 * under test): the fields as spelled, the phone as digits, the dealer program as
 * Lead_Source_Detail_SFDC2__c (replacing the page's CRM setting of that name), and the spec 01 hidden
 * attribution fields every flat spec 03 form carries (spec 03 §5, the shared schema).
 *
 * The tests share one receiver port, so they run one after another in one worker.
 */
import { expect, type Page, test } from './fixtures';
import type { BrandCode } from '../../lib/brands';
import { expectNoAxeViolations, useLeadReceiver } from './lead-receiver';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';

test.describe.configure({ mode: 'serial' });

const QUERY = 'utm_source=dealer_news&utm_medium=email&utm_campaign=dealer_q4&gclid=G-123abc';

/** The attribution fields QUERY fills, on a page at `route` (the export's routes end in '/'). */
function attributionFor(route: string) {
  return {
    lead_source: 'Web RMI',
    Web_Source__c: route,
    Full_Web_Source__c: route,
    Marketing_Source__c: 'dealer_q4',
    First_UTMCampaign__c: 'dealer_q4',
    First_UTMMedium__c: 'email',
    First_UTMSource__c: 'dealer_news',
    First_GoogleClickId__c: 'G-123abc',
  };
}

const receiver = useLeadReceiver();

function only(brand: BrandCode) {
  test.skip(!selectedBrands().brands.includes(brand), `${brand} not selected by E2E_BRANDS`);
}

async function openForm(page: Page, brand: BrandCode, route: string, hash = ''): Promise<void> {
  await page.goto(`${brandOrigin(brand)}${route}?${QUERY}${hash}`, { waitUntil: 'networkidle' });
  expect(
    await page.content(),
    `The ${brand} export does not send to ${receiver.url}: build it with \`npm run build -- --local-leads\` and the same PORT_BASE.`,
  ).toContain(receiver.url);
}

/** The form named by its headline (the lending page has two). */
function formNamed(page: Page, headline: string) {
  return page.getByRole('form', { name: headline });
}

const DEALER_HEADLINE = 'Become an Axos dealer';

async function fillDealer(page: Page): Promise<void> {
  const form = formNamed(page, DEALER_HEADLINE);
  await form.getByLabel('First Name', { exact: true }).fill('Ada');
  await form.getByLabel('Last Name', { exact: true }).fill('Lovelace');
  await form.getByLabel('Email', { exact: true }).fill('ada@example.com');
  // Typed key by key, as a visitor does, so the ___-___-____ mask formats it.
  await form.getByLabel('Phone', { exact: true }).pressSequentially('5551234567');
  await form.getByLabel('Title', { exact: true }).fill('General Manager');
  await form.getByLabel('Company Name', { exact: true }).fill('1st Choice Motors');
  await form.getByLabel('City', { exact: true }).fill('Austin');
  await form.getByLabel('State', { exact: true }).selectOption('TX');
  await form.getByLabel('Zip Code', { exact: true }).fill('78701');
}

/** The dealer payload's fields from the values fillDealer types. */
const DEALER_FIELDS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '5551234567',
  title: 'General Manager',
  company: '1st Choice Motors',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};

/** The page's CRM settings (content/AXB/pages/partners/dealer-services.json) but its lead source detail. */
const DEALER_CRM = {
  Brand_SFDC2__c: 'Axos Bank',
  Branch_SFDC2__c: 'Consumer',
  Sub_Branch_SFDC2__c: 'Dealer Services',
  Other_Lead_Source__c: 'Dealer form',
};

async function send(page: Page, headline: string, button = 'Submit'): Promise<void> {
  const submit = formNamed(page, headline).getByRole('button', { name: button });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Submitted!')).toBeVisible();
}

test.describe('each form sends exactly the payload of spec 03 §3', () => {
  test('dealer (AXB /partners/dealer-services/): Franchise and Dealer Services by default, the program as Lead_Source_Detail_SFDC2__c', async ({ page }) => {
    only('AXB');
    await openForm(page, 'AXB', '/partners/dealer-services/');
    const form = formNamed(page, DEALER_HEADLINE);
    await expect(form.getByRole('radio', { name: 'Franchise' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Dealer Services' })).toBeChecked();
    await fillDealer(page);
    await form.getByLabel('Description', { exact: true }).fill('Used cars and light trucks, 120 units a month.');
    await send(page, DEALER_HEADLINE);
    expect(receiver.leads).toHaveLength(1);
    expect(receiver.leads[0]!.contentType).toMatch(/^application\/json/);
    expect(receiver.leads[0]!.body).toEqual({
      ...DEALER_CRM,
      ...attributionFor('/partners/dealer-services/'),
      ...DEALER_FIELDS,
      description: 'Used cars and light trucks, 120 units a month.',
      Dealer_Type__c: 'Franchise',
      Lead_Source_Detail_SFDC2__c: 'Dealer Services',
    });
  });

  test('dealer opened with #collector-car-program: Collector Car Program preselected and sent; Independent chosen', async ({ page }) => {
    only('AXB');
    await openForm(page, 'AXB', '/partners/dealer-services/', '#collector-car-program');
    const form = formNamed(page, DEALER_HEADLINE);
    // The form hydrates, and applies what the address preselects, as the visitor comes near it.
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByRole('radio', { name: 'Collector Car Program' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Dealer Services' })).not.toBeChecked();
    await form.getByRole('radio', { name: 'Independent' }).check();
    await fillDealer(page);
    await send(page, DEALER_HEADLINE);
    expect(receiver.leads.map((lead) => lead.body)).toEqual([
      {
        ...DEALER_CRM,
        ...attributionFor('/partners/dealer-services/'),
        ...DEALER_FIELDS,
        Dealer_Type__c: 'Independent',
        Lead_Source_Detail_SFDC2__c: 'Collector Car Program',
      },
    ]);
  });

  test('dealer: the spec messages under the fields, in their error state, and nothing sent', async ({ page }) => {
    only('AXB');
    await openForm(page, 'AXB', '/partners/dealer-services/');
    const form = formNamed(page, DEALER_HEADLINE);
    for (const [label, message] of [
      ['Title', 'Title is required.'],
      ['Company Name', 'Company Name is required.'],
      ['City', 'City is required.'],
      ['Zip Code', 'Zip code is required.'],
    ] as const) {
      const field = form.getByLabel(label, { exact: true });
      await field.fill('x');
      await field.fill('');
      await field.blur();
      await expect(field).toHaveAccessibleDescription(`Error: ${message}`);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    const state = form.getByLabel('State', { exact: true });
    await state.focus();
    await state.blur();
    await expect(state).toHaveAccessibleDescription('Error: State is required.');
    await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expectNoAxeViolations(page);
    expect(receiver.leads).toHaveLength(0);
  });

  test('emailMessage (AFS /contact/): the site CRM settings', async ({ page }) => {
    only('AFS');
    await openForm(page, 'AFS', '/contact/');
    const headline = 'Send us a message';
    const form = formNamed(page, headline);
    const message = form.getByLabel('Message', { exact: true });
    await message.fill('H');
    await message.blur();
    // The text area's character count follows the message; the spec's message has no full stop.
    await expect(message).toHaveAccessibleDescription(/^Error: Message is required(?!\.) /);
    await form.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await message.fill("Please call me about settling my mother's estate.");
    await send(page, headline);
    expect(receiver.leads.map((lead) => lead.body)).toEqual([
      {
        Brand_SFDC2__c: 'Axos Fiduciary Services',
        Branch_SFDC2__c: 'Fiduciary',
        Sub_Branch_SFDC2__c: 'Trust Administration',
        Lead_Source_Detail_SFDC2__c: 'axosfiduciaryservices.com',
        ...attributionFor('/contact/'),
        email: 'ada@example.com',
        message: "Please call me about settling my mother's estate.",
      },
    ]);
  });

  test('dealDiscussion (AXB /commercial/lending/): every answer', async ({ page }) => {
    only('AXB');
    await openForm(page, 'AXB', '/commercial/lending/');
    const headline = 'Discuss a deal with an account executive';
    const form = formNamed(page, headline);
    await form.getByRole('radio', { name: 'Yes' }).check();
    await form.getByLabel('Deal details', { exact: true }).fill('A $20MM bridge loan on a 120-unit multifamily property in Dallas.');
    await form.getByLabel('Telephone', { exact: true }).pressSequentially('5551234567');
    await expect(form.getByLabel('Telephone', { exact: true })).toHaveValue('555-123-4567');
    await send(page, headline, 'Request a call');
    expect(receiver.leads.map((lead) => lead.body)).toEqual([
      {
        Brand_SFDC2__c: 'Axos Bank',
        Branch_SFDC2__c: 'Commercial',
        Sub_Branch_SFDC2__c: 'Lending',
        Lead_Source_Detail_SFDC2__c: 'axosbank.com/commercial',
        Other_Lead_Source__c: 'Deal discussion',
        ...attributionFor('/commercial/lending/'),
        Has_Deal: 'Yes',
        Description_of_Deal_Details: 'A $20MM bridge loan on a 120-unit multifamily property in Dallas.',
        Telephone: '5551234567',
      },
    ]);
  });

  test('dealDiscussion: only the phone is checked, and the unanswered fields are not sent', async ({ page }) => {
    only('AXB');
    await openForm(page, 'AXB', '/commercial/lending/');
    const headline = 'Discuss a deal with an account executive';
    const form = formNamed(page, headline);
    const phone = form.getByLabel('Telephone', { exact: true });
    await phone.pressSequentially('555');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription('Error: Phone is required.');
    await phone.clear();
    await phone.pressSequentially('5551234567');
    await send(page, headline, 'Request a call');
    expect(receiver.leads.map((lead) => lead.body)).toEqual([
      {
        Brand_SFDC2__c: 'Axos Bank',
        Branch_SFDC2__c: 'Commercial',
        Sub_Branch_SFDC2__c: 'Lending',
        Lead_Source_Detail_SFDC2__c: 'axosbank.com/commercial',
        Other_Lead_Source__c: 'Deal discussion',
        ...attributionFor('/commercial/lending/'),
        Telephone: '5551234567',
      },
    ]);
  });
});

test.describe('team contact card (AXB /commercial/lending/)', () => {
  test('title, name, tel: and mailto: links, and the placeholder image 725px high', async ({ page }) => {
    only('AXB');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${brandOrigin('AXB')}/commercial/lending/`, { waitUntil: 'networkidle' });
    const card = page.getByRole('article', { name: 'Samuel Ortiz' });
    await expect(card.getByRole('heading', { level: 2, name: 'Samuel Ortiz' })).toBeVisible();
    await expect(card.getByText('Account Executive, Commercial Lending')).toBeVisible();
    await expect(card.getByRole('link', { name: '(858) 350-6210' })).toHaveAttribute('href', 'tel:8583506210');
    await expect(card.getByRole('link', { name: 'commerciallending@axosbank.com' })).toHaveAttribute('href', 'mailto:commerciallending@axosbank.com');
    const image = card.locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', '/images/people/team-contact-placeholder.svg');
    await expect(image).toHaveAttribute('width', '544');
    await expect(image).toHaveAttribute('height', '725');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await image.boundingBox();
    expect(box?.height).toBe(725);
    expect(box?.width).toBe(544);
  });
});

/**
 * The `clearing`, `smallBusiness` and `commercialLending` inquiries of spec 03 in Chromium, sending to a
 * real lead receiver on 127.0.0.1 that this file starts and stops (scripts/lib/lead-receiver.ts). The
 * exports must be built with `npm run build -- --local-leads`, which points the pages'
 * {leadReceiverUrl} at that receiver.
 *
 * Each expected payload is written out by hand from spec 03 §3 (not computed by the payload builders
 * under test): the CRM field names as spelled, the phone as 10 digits, the business types joined with
 * ';', the products as booleans, the commercial fields of each page and no other, and the hidden
 * attribution fields from the site's or page's CRM settings and the URL.
 *
 * The tests share one receiver port, so they run one after another in one worker.
 */
import { expect, type Page, test } from './fixtures';
import type { BrandCode } from '../../lib/brands';
import { useLeadReceiver } from './lead-receiver';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';

test.describe.configure({ mode: 'serial' });

const QUERY = 'utm_source=newsletter&utm_medium=email&utm_campaign=q4_clearing&gclid=G-123abc';

/** What QUERY fills: the campaign as Marketing_Source__c, and the First_* fields it names. */
const FROM_QUERY = {
  Marketing_Source__c: 'q4_clearing',
  First_UTMCampaign__c: 'q4_clearing',
  First_UTMMedium__c: 'email',
  First_UTMSource__c: 'newsletter',
  First_GoogleClickId__c: 'G-123abc',
};

/** lead_source and the web sources (both the page path; the export's routes end in '/'). */
function sources(route: string) {
  return { lead_source: 'Web RMI', Web_Source__c: route, Full_Web_Source__c: route };
}

const receiver = useLeadReceiver();

function only(brand: BrandCode) {
  test.skip(!selectedBrands().brands.includes(brand), `${brand} not selected by E2E_BRANDS`);
}

async function openForm(page: Page, brand: BrandCode, route: string): Promise<void> {
  await page.goto(`${brandOrigin(brand)}${route}?${QUERY}`, { waitUntil: 'networkidle' });
  expect(await page.content(), `The ${brand} export does not send to ${receiver.url}: build it with \`npm run build -- --local-leads\`.`).toContain(
    receiver.url,
  );
}

const label = (page: Page, text: string) => page.getByLabel(text, { exact: true });

async function submitAndSeeSuccess(page: Page): Promise<void> {
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Submitted!')).toBeVisible();
}

test('clearing (AXC /axos-advantage/contact-us/): types joined with ;, the clearing source label, Submit waits for both lists', async ({ page }) => {
  only('AXC');
  await openForm(page, 'AXC', '/axos-advantage/contact-us/');
  await label(page, 'First Name').fill('Ada');
  await label(page, 'Last Name').fill('Lovelace');
  await label(page, 'Broker-Dealer Name').fill('Lovelace Securities');
  await label(page, 'Email').fill('ada@example.com');
  await label(page, 'Phone').pressSequentially('5551234567');
  await expect(label(page, 'Phone')).toHaveValue('555-123-4567');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();

  // The list opens on focus; left empty, it says so.
  const types = page.getByRole('combobox', { name: 'Type of Business' });
  await types.focus();
  await expect(page.getByRole('listbox', { name: 'Type of Business' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(types).toHaveAccessibleDescription('Error: Type of Business is required. Choose every type that applies.');

  // AUM clicked before a value is chosen: the manual message, without its full stop.
  const aum = label(page, 'Assets Under Management');
  await aum.click();
  await page.keyboard.press('Escape');
  await expect(aum).toHaveAccessibleDescription('Error: Assets Under Management is required');

  await types.click();
  for (const type of ['Self-Directed', 'FinTech', 'Hybrid (RIA and BD)']) await page.getByRole('option', { name: type }).click();
  await page.keyboard.press('Tab');
  await expect(types).toHaveText('FinTech, Hybrid (RIA and BD), Self-Directed');
  await expect(submit).toBeDisabled();
  await aum.selectOption('$1B -$2B');
  await expect(aum).toHaveAttribute('aria-invalid', 'false');
  await label(page, 'Comments').fill('We self-clear today.');
  await submitAndSeeSuccess(page);

  expect(receiver.leads).toHaveLength(1);
  expect(receiver.leads[0]!.contentType).toMatch(/^application\/json/);
  expect(receiver.leads[0]!.body).toEqual({
    Brand_SFDC2__c: 'Axos Clearing',
    Branch_SFDC2__c: 'Securities',
    Sub_Branch_SFDC2__c: 'Clearing',
    Lead_Source_Detail_SFDC2__c: 'Axos Clearing Broker-Dealer Inquiry',
    ...sources('/axos-advantage/contact-us/'),
    ...FROM_QUERY,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '5551234567',
    company: 'Lovelace Securities',
    Business_Type__c: 'FinTech;Hybrid (RIA and BD);Self-Directed',
    Current_Assets_Under_Management__c: '$1B -$2B',
    Memo__c: 'We self-clear today.',
  });
});

test('smallBusiness (AXB /business/): the products as booleans, the detail of Other shown and sent', async ({ page }) => {
  only('AXB');
  await openForm(page, 'AXB', '/business/');
  await label(page, 'First Name').fill('Ada');
  await label(page, 'Last Name').fill('Lovelace');
  await label(page, 'Business Name').fill('Lovelace Bakery');
  await label(page, 'Email').fill('ada@example.com');
  await label(page, 'Business Phone').pressSequentially('5551234567');
  await label(page, 'Estimated Gross Annual Revenue').selectOption('$3MM - $10MM');
  await page.getByRole('checkbox', { name: 'Treasury Management' }).check();
  await expect(label(page, 'Other services')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Other' }).check();
  await label(page, 'Other services').fill('Merchant services');
  await label(page, 'Tell us about your product and servicing needs').fill('Payroll for 40 staff.');
  await submitAndSeeSuccess(page);

  expect(receiver.leads.map((lead) => lead.body)).toEqual([
    {
      Brand_SFDC2__c: 'Axos Bank',
      Branch_SFDC2__c: 'Business',
      Sub_Branch_SFDC2__c: 'Small Business',
      Lead_Source_Detail_SFDC2__c: 'axosbank.com/business',
      ...sources('/business/'),
      ...FROM_QUERY,
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: 'Lovelace Bakery',
      email: 'ada@example.com',
      phone: '5551234567',
      Estimated_Gross_Annual_Revenue__c: '$3MM - $10MM',
      Banking__c: false,
      Treasury_Management__c: true,
      Lending__c: false,
      Others__c: true,
      Others_Detail__c: 'Merchant services',
      Product_and_servicing_needs__c: 'Payroll for 40 staff.',
    },
  ]);
});

test.describe('commercialLending (AXB): each page sends its own fields', () => {
  /** The fields every commercial page has, filled the same way on each. */
  async function fillAlways(page: Page): Promise<void> {
    await label(page, 'First Name').fill('Ada');
    await label(page, 'Last Name').fill('Lovelace');
    await label(page, 'Business Email').fill('ada@example.com');
    await label(page, 'Business Phone').pressSequentially('5551234567');
    await label(page, 'Business Name').fill('Lovelace Logistics');
    await label(page, 'Company NMLS ID').fill('1234567');
    await label(page, 'Annual Gross Revenue').selectOption('$10MM-$20MM');
    await page.getByRole('radio', { name: '2-5 Years in Business' }).check();
    await page.getByRole('radio', { name: 'Broker' }).check();
    await label(page, 'Property Zip Code').fill('92101');
  }

  const ALWAYS = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    General_Business_Phone_SFDC2__c: '5551234567',
    Annual_Gross_Revenue__c: '$10MM-$20MM',
    Time_in_Business__c: '2-5 Years in Business',
    Lead_Type__c: 'Broker',
    Company_NMLS_ID__c: '1234567',
    Business_Name__c: 'Lovelace Logistics',
    Property_Zip__c: '92101',
  };

  function crm(subBranch: string) {
    return {
      Brand_SFDC2__c: 'Axos Bank',
      Branch_SFDC2__c: 'Commercial',
      Sub_Branch_SFDC2__c: subBranch,
      Lead_Source_Detail_SFDC2__c: 'axosbank.com/commercial',
    };
  }

  test('the lending page links to the three pages', async ({ page }) => {
    only('AXB');
    await page.goto(`${brandOrigin('AXB')}/commercial/lending/`);
    const links: [string, string][] = [
      ['Explore equipment finance', '/commercial/lending/equipment-finance/'],
      ['Explore residential warehouse lending', '/commercial/lending/residential-warehouse-lending/'],
      ['Explore bridge and construction lending', '/commercial/lending/bridge-and-construction-lending/'],
    ];
    for (const [name, href] of links) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  test('equipment finance: the equipment type only', async ({ page }) => {
    only('AXB');
    const route = '/commercial/lending/equipment-finance/';
    await openForm(page, 'AXB', route);
    await expect(label(page, 'Asset Class')).toHaveCount(0);
    await expect(label(page, 'Loan Purpose')).toHaveCount(0);
    await expect(label(page, 'Requested Loan Amount and Leverage')).toHaveCount(0);
    await fillAlways(page);
    await label(page, 'Type of Equipment Finance').selectOption('Transportation and Material Handling');
    await submitAndSeeSuccess(page);
    expect(receiver.leads.map((lead) => lead.body)).toEqual([
      {
        ...crm('Equipment Finance'),
        ...sources(route),
        ...FROM_QUERY,
        ...ALWAYS,
        Type_of_Equipment_Finance__c: 'Transportation and Material Handling',
      },
    ]);
  });

  test('residential warehouse lending: asset class (no Mixed-Use) and requested amount', async ({ page }) => {
    only('AXB');
    const route = '/commercial/lending/residential-warehouse-lending/';
    await openForm(page, 'AXB', route);
    await expect(label(page, 'Type of Equipment Finance')).toHaveCount(0);
    await expect(label(page, 'Loan Purpose')).toHaveCount(0);
    await expect(label(page, 'Asset Class').locator('option')).toHaveText([
      'Select',
      'Multifamily',
      'Office',
      'Retail',
      'Hospitality',
      'Industrial/Warehouse',
      'Other',
    ]);
    await fillAlways(page);
    await label(page, 'Asset Class').selectOption('Multifamily');
    await label(page, 'Requested Loan Amount and Leverage').fill('$25MM at 80% advance rate');
    await submitAndSeeSuccess(page);
    expect(receiver.leads.map((lead) => lead.body)).toEqual([
      {
        ...crm('Residential Warehouse'),
        ...sources(route),
        ...FROM_QUERY,
        ...ALWAYS,
        Asset_Class__c: 'Multifamily',
        Requested_loan_amount_and_leverage__c: '$25MM at 80% advance rate',
      },
    ]);
  });

  test('bridge and construction lending: asset class with Mixed-Use, loan purpose, requested amount, a spinner while sending', async ({ page }) => {
    only('AXB');
    const route = '/commercial/lending/bridge-and-construction-lending/';
    // The receiver holds its answer, so the sending state stays on screen to be seen.
    receiver.reset(() => 'hang');
    await openForm(page, 'AXB', route);
    await expect(label(page, 'Type of Equipment Finance')).toHaveCount(0);
    await fillAlways(page);
    await label(page, 'Asset Class').selectOption('Mixed-Use');
    await label(page, 'Loan Purpose').selectOption('Construction');
    await label(page, 'Requested Loan Amount and Leverage').fill('$18MM at 65% LTC');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('progressbar', { name: 'Sending your request' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await expect.poll(() => receiver.leads.length).toBe(1);
    expect(receiver.leads[0]!.body).toEqual({
      ...crm('Bridge and Construction'),
      ...sources(route),
      ...FROM_QUERY,
      ...ALWAYS,
      Asset_Class__c: 'Mixed-Use',
      Loan__c: 'Construction',
      Requested_loan_amount_and_leverage__c: '$18MM at 65% LTC',
    });
  });
});

/**
 * Spec 03 forms 4 to 8 in Chromium (issue 13): `contactCompanyTitle` (AAS), `basicContact` (AXI),
 * `financialAdvisor` (AXB), `contactUsHubspot` in the HubSpot shape (GBLVF) and `dealerNmls` (LVF), each filled on its page and sent to a real lead receiver on
 * 127.0.0.1 that this file starts and stops (the export must be built with `npm run build -- --local-leads`).
 *
 * Each expected payload is written out by hand from spec 03 §3 and §7 (never computed by the builders
 * under test): the fields as spelled, the phone as digits, the hidden attribution fields of the flat forms
 * from the site's CRM settings and the URL, and for the HubSpot form its three parts, the consent texts
 * as the page's content gives them and context.pageUri the URL the test opened.
 */
import { expect, type Page, test } from './fixtures';
import type { BrandCode } from '../../lib/brands';
import { expectNoAxeViolations, useLeadReceiver } from './lead-receiver';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';

test.describe.configure({ mode: 'serial' });

/** A campaign and a click id, so the attribution fields are seen to follow the URL. */
const QUERY = 'utm_source=partner_site&utm_medium=referral&utm_campaign=advisors_q4&gclid=G-42';

const FROM_QUERY = {
  Marketing_Source__c: 'advisors_q4',
  First_UTMCampaign__c: 'advisors_q4',
  First_UTMMedium__c: 'referral',
  First_UTMSource__c: 'partner_site',
  First_GoogleClickId__c: 'G-42',
};

function sources(route: string) {
  return { lead_source: 'Web RMI', Web_Source__c: route, Full_Web_Source__c: route };
}

/** The GBLVF contact page's title as the layout writes it ('<page title> | <site name>'): the HubSpot context's pageName. */
const PAGE_NAME_GBLVF_CONTACT = 'Contact Us | Great Bay Marine Finance Group';

const PERSON_FIELDS = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '5551234567' };

const receiver = useLeadReceiver();

function only(brand: BrandCode) {
  test.skip(!selectedBrands().brands.includes(brand), `${brand} not selected by E2E_BRANDS`);
}

async function openForm(page: Page, brand: BrandCode, route: string): Promise<string> {
  const url = `${brandOrigin(brand)}${route}?${QUERY}`;
  await page.goto(url, { waitUntil: 'networkidle' });
  expect(
    await page.content(),
    `The ${brand} export does not send to ${receiver.url}: build it with \`npm run build -- --local-leads\`.`,
  ).toContain(receiver.url);
  return url;
}

async function fillPerson(page: Page, first = 'Ada', last = 'Lovelace'): Promise<void> {
  await page.getByLabel('First Name', { exact: true }).fill(first);
  await page.getByLabel('Last Name', { exact: true }).fill(last);
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  // Typed key by key, as a visitor does, so the ___-___-____ mask formats it.
  await page.getByLabel('Phone', { exact: true }).pressSequentially('5551234567');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('555-123-4567');
}

async function submitAndSeeSuccess(page: Page): Promise<void> {
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Submitted!')).toBeVisible();
}

test.describe('spec 03 forms 4-8 send exactly the payload of spec 03 §3 and §7', () => {
  test('contactCompanyTitle (AAS /axos-advantage/sales-team/)', async ({ page }) => {
    only('AAS');
    await openForm(page, 'AAS', '/axos-advantage/sales-team/');
    await fillPerson(page);
    await page.getByLabel('Company', { exact: true }).fill('Analytical Engines Wealth');
    await page.getByLabel('Title', { exact: true }).fill('Managing Partner');
    await submitAndSeeSuccess(page);
    expect(receiver.leads).toHaveLength(1);
    expect(receiver.leads[0]!.contentType).toMatch(/^application\/json/);
    expect(receiver.leads[0]!.body).toEqual({
      Brand_SFDC2__c: 'Axos Advisor Services',
      Branch_SFDC2__c: 'Securities',
      Sub_Branch_SFDC2__c: 'Custody',
      Lead_Source_Detail_SFDC2__c: 'axosadvisorservices.com',
      ...sources('/axos-advantage/sales-team/'),
      ...FROM_QUERY,
      ...PERSON_FIELDS,
      company: 'Analytical Engines Wealth',
      title: 'Managing Partner',
    });
  });

  test('contactCompanyTitle (AAS): the company and title messages under their fields, nothing sent', async ({ page }) => {
    only('AAS');
    await openForm(page, 'AAS', '/axos-advantage/sales-team/');
    const company = page.getByLabel('Company', { exact: true });
    const title = page.getByLabel('Title', { exact: true });
    await company.fill('3M');
    await title.fill('V');
    await title.blur();
    await expect(company).toHaveAccessibleDescription('Error: Company is required.');
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('Error: Title is required.');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expectNoAxeViolations(page);
    expect(receiver.leads).toHaveLength(0);
  });

  test('basicContact (AXI /customer-support/)', async ({ page }) => {
    only('AXI');
    await openForm(page, 'AXI', '/customer-support/');
    await fillPerson(page, ' Ada ', 'Lovelace ');
    await submitAndSeeSuccess(page);
    expect(receiver.leads.map((lead) => lead.body)).toEqual([
      {
        Brand_SFDC2__c: 'Axos Invest',
        Branch_SFDC2__c: 'Consumer',
        Sub_Branch_SFDC2__c: 'Invest',
        Lead_Source_Detail_SFDC2__c: 'axosinvest.com',
        ...sources('/customer-support/'),
        ...FROM_QUERY,
        ...PERSON_FIELDS,
      },
    ]);
  });

  test('financialAdvisor (AXB /partners/financial-advisors/): every field, a spinner while sending', async ({ page }) => {
    only('AXB');
    // The receiver holds its answer, so the sending state stays on screen to be seen.
    receiver.reset(() => 'hang');
    await openForm(page, 'AXB', '/partners/financial-advisors/');
    await fillPerson(page);
    await page.getByLabel('Company', { exact: true }).fill('Lovelace Wealth Partners');
    await page.getByLabel('Assets Under Management', { exact: true }).selectOption('$151M - $500M');
    await page.getByLabel('Role', { exact: true }).selectOption('RIA Principal');
    await page.getByLabel('Comments', { exact: true }).fill('  Moving custody for 40 households.  ');
    await expect(page.getByLabel('Comments', { exact: true })).toHaveAttribute('rows', '1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('progressbar', { name: 'Sending your request' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await expect.poll(() => receiver.leads.length).toBe(1);
    expect(receiver.leads[0]!.body).toEqual({
      Brand_SFDC2__c: 'Axos Bank',
      Branch_SFDC2__c: 'Consumer',
      Sub_Branch_SFDC2__c: 'Digital',
      Lead_Source_Detail_SFDC2__c: 'axosbank.com',
      ...sources('/partners/financial-advisors/'),
      ...FROM_QUERY,
      ...PERSON_FIELDS,
      company: 'Lovelace Wealth Partners',
      Current_Assets_Under_Management__c: '$151M - $500M',
      Role__c: 'RIA Principal',
      description: 'Moving custody for 40 households.',
    });
  });

  test('financialAdvisor (AXB): the optional fields left empty are not sent', async ({ page }) => {
    only('AXB');
    await openForm(page, 'AXB', '/partners/financial-advisors/');
    await fillPerson(page);
    await page.getByLabel('Role', { exact: true }).selectOption('I am not a Financial Advisor');
    await submitAndSeeSuccess(page);
    expect(receiver.leads.map((lead) => lead.body)).toEqual([
      {
        Brand_SFDC2__c: 'Axos Bank',
        Branch_SFDC2__c: 'Consumer',
        Sub_Branch_SFDC2__c: 'Digital',
        Lead_Source_Detail_SFDC2__c: 'axosbank.com',
        ...sources('/partners/financial-advisors/'),
        ...FROM_QUERY,
        ...PERSON_FIELDS,
        Role__c: 'I am not a Financial Advisor',
      },
    ]);
  });

  for (const tick of [true, false]) {
    test(`contactUsHubspot (GBLVF /contact-us/): the HubSpot shape, dealer checkbox ${tick ? 'ticked' : 'left unticked'}`, async ({ page }) => {
      only('GBLVF');
      const url = await openForm(page, 'GBLVF', '/contact-us/');
      await page.getByLabel('First Name', { exact: true }).fill('Mary-Ann');
      await page.getByLabel('Last Name', { exact: true }).fill("O'Neil");
      await page.getByLabel('Email', { exact: true }).fill('mary@example.com');
      await page.getByLabel('Phone', { exact: true }).pressSequentially('5551234567');
      await page.getByLabel('Message', { exact: true }).fill('Floorplan financing for twelve boats.');
      // setChecked(false) leaves the box as the visitor found it, and fails if it was ticked already.
      await page.getByRole('checkbox', { name: "I'm a Dealer interested in Inventory Financing" }).setChecked(tick);
      await submitAndSeeSuccess(page);
      expect(receiver.leads).toHaveLength(1);
      expect(receiver.leads[0]!.contentType).toMatch(/^application\/json/);
      expect(receiver.leads[0]!.body).toEqual({
        fields: [
          { name: 'firstname', value: 'Mary-Ann' },
          { name: 'lastname', value: "O'Neil" },
          { name: 'email', value: 'mary@example.com' },
          { name: 'phone', value: '5551234567' },
          { name: 'message', value: 'Floorplan financing for twelve boats.' },
        ],
        context: { pageUri: url, pageName: PAGE_NAME_GBLVF_CONTACT },
        legalConsentOptions: {
          consent: {
            consentToProcess: true,
            text: 'I agree to allow Great Bay Marine Finance Group to store and process my personal data to respond to my request.',
            communications: [
              {
                value: tick,
                subscriptionTypeId: 48215730,
                text: 'I agree to receive communications about inventory financing from Great Bay Marine Finance Group.',
              },
            ],
          },
        },
      });
    });
  }

  test('contactUsHubspot (GBLVF): the name and message messages under their fields, nothing sent', async ({ page }) => {
    only('GBLVF');
    await openForm(page, 'GBLVF', '/contact-us/');
    const first = page.getByLabel('First Name', { exact: true });
    const message = page.getByLabel('Message', { exact: true });
    await first.fill('Ann3');
    await message.fill('x');
    await message.blur();
    await expect(first).toHaveAccessibleDescription('Error: Invalid first name');
    await expect(message).toHaveAccessibleDescription(/^Error: Message is required/);
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expectNoAxeViolations(page);
    expect(receiver.leads).toHaveLength(0);
  });

  test('dealerNmls (LVF /dealers/)', async ({ page }) => {
    only('LVF');
    await openForm(page, 'LVF', '/dealers/');
    await fillPerson(page);
    const nmls = page.getByLabel('NMLS ID', { exact: true });
    await nmls.fill('12345');
    await nmls.blur();
    await expect(nmls).toHaveAccessibleDescription('Error: NMLS ID must have at least 6 and no more than 7 characters.');
    await nmls.fill('1234567');
    await submitAndSeeSuccess(page);
    expect(receiver.leads.map((lead) => lead.body)).toEqual([
      {
        Brand_SFDC2__c: 'LVF Vehicle Finance',
        Branch_SFDC2__c: 'Lending',
        Sub_Branch_SFDC2__c: 'Vehicle Finance',
        Lead_Source_Detail_SFDC2__c: 'lvfinance.com',
        Other_Lead_Source__c: 'Dealer Referral',
        ...sources('/dealers/'),
        ...FROM_QUERY,
        ...PERSON_FIELDS,
        NMLS_ID__c: '1234567',
      },
    ]);
  });
});

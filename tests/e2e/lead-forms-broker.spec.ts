/**
 * Spec 03's `brokerScenario` form on AXB /partners/wholesale-lending/ in Chromium, against a real lead
 * receiver on 127.0.0.1 that this file starts and stops (scripts/lib/lead-receiver.ts), which also
 * answers the form's NMLS lookup (GET {leadReceiverUrl}/nmls?id=..., a few known IDs). Build the
 * export with `npm run build -- --local-leads` and the same PORT_BASE.
 *
 * The expected payload is written out by hand from spec 03 §3 (not computed by the payload builder
 * under test): the fields as spelled, amounts and counts as numbers, the flags as booleans, the
 * phone as digits, and the spec 01 hidden attribution fields every flat spec 03 form carries.
 * The axe checks run with every revealed field shown, with fields in error and the list beside the
 * disabled Submit, and with the lookup's 'NMLS ID is not valid' under its field.
 *
 * The tests share one receiver port, so they run one after another in one worker.
 */
import { expect, type Page, test } from './fixtures';
import { expectNoAxeViolations, useLeadReceiver } from './lead-receiver';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';

test.describe.configure({ mode: 'serial' });

const ROUTE = '/partners/wholesale-lending/';
const HEADLINE = 'Submit a loan scenario';
const QUERY = 'utm_source=broker_news&utm_medium=email&utm_campaign=wholesale_q4&gclid=G-987xyz';

const receiver = useLeadReceiver();
test.beforeEach(() => {
  test.skip(!selectedBrands().brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');
});

async function openForm(page: Page) {
  await page.goto(`${brandOrigin('AXB')}${ROUTE}?${QUERY}`, { waitUntil: 'networkidle' });
  expect(
    await page.content(),
    `The AXB export does not send to ${receiver.url}: build it with \`npm run build -- --local-leads\` and the same PORT_BASE.`,
  ).toContain(receiver.url);
  return page.getByRole('form', { name: HEADLINE });
}

type Form = Awaited<ReturnType<typeof openForm>>;

/** The choices that reveal every field of spec 03 §4. */
async function revealAll(form: Form) {
  await form.getByLabel('Loan Purpose', { exact: true }).selectOption({ label: 'Cash-Out Refinance' });
  await form.getByLabel('Documentation Type', { exact: true }).selectOption({ label: 'Investor DSCR' });
  await form.getByLabel('Housing Event', { exact: true }).selectOption({ label: 'Short Sale' });
  await form.getByLabel('Bankruptcy', { exact: true }).selectOption({ label: 'Chapter 7' });
  await form.getByLabel('Property Type', { exact: true }).selectOption({ label: 'Single Family' });
  await form.getByLabel('Occupancy', { exact: true }).selectOption({ label: 'Investment Property' });
  for (const label of ['Cash Out Amount', 'DSCR Ratio', 'Time Since Housing Event', 'Time Since Bankruptcy', 'Number of Units', 'Prepayment Penalty']) {
    await expect(form.getByLabel(label, { exact: true })).toBeVisible();
  }
}

async function fillScenario(form: Form, nmls: string) {
  await revealAll(form);
  await form.getByLabel('Base Loan Amount', { exact: true }).fill('450000');
  await form.getByLabel('Property Value', { exact: true }).fill('600000');
  await form.getByLabel('Cash Out Amount', { exact: true }).fill('50000');
  await form.getByRole('checkbox', { name: 'Interest Only' }).check();
  await form.getByRole('checkbox', { name: 'Self Employed' }).check();
  await form.getByLabel('Representative FICO', { exact: true }).selectOption({ label: '740-759' });
  await form.getByLabel('Months of Reserves', { exact: true }).fill('12');
  await form.getByLabel('DSCR Ratio', { exact: true }).fill('1.25');
  await form.getByLabel('Citizenship', { exact: true }).selectOption({ label: 'Permanent Resident' });
  await form.getByLabel('Mortgage Lates in the Last 24 Months', { exact: true }).selectOption({ label: '1x30' });
  await form.getByLabel('Time Since Housing Event', { exact: true }).selectOption({ label: '36 to 47 months' });
  await form.getByLabel('Time Since Bankruptcy', { exact: true }).selectOption({ label: '48 months or more' });
  await form.getByLabel('# of Properties Financed', { exact: true }).fill('3');
  await form.getByLabel('Property Zip Code', { exact: true }).fill('92101');
  await form.getByLabel('Number of Units', { exact: true }).selectOption({ label: '2 Units' });
  await form.getByLabel('Prepayment Penalty', { exact: true }).selectOption({ label: '3 Years' });
  await form.getByLabel('Broker Compensation', { exact: true }).selectOption({ label: 'Lender-Paid' });
  await form.getByLabel('NMLS ID', { exact: true }).fill(nmls);
  await form.getByLabel('Email', { exact: true }).fill('broker@example.com');
  // Typed key by key, as a visitor does, so the ___-___-____ mask formats it.
  await form.getByLabel('Cell Phone', { exact: true }).pressSequentially('5551234567');
}

test('every revealed field, fields in error and the list beside the disabled Submit pass axe', async ({ page }) => {
  const form = await openForm(page);
  await revealAll(form);
  // The revealed fields appear empty and without an error until they are answered.
  await expect(form.getByLabel('Cash Out Amount', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Cash Out Amount', { exact: true })).toHaveAttribute('aria-invalid', 'false');
  await expect(form.getByLabel('Number of Units', { exact: true })).toHaveValue('OneUnit');
  await expect(form.getByLabel('Prepayment Penalty', { exact: true })).toHaveValue('None');
  await expectNoAxeViolations(page);
  // Disabled while invalid (spec 03 §4); beside it, what still needs an answer, as links to the fields.
  await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled();
  const list = form.getByRole('list', { name: 'Still needed before you can submit:' });
  await expect(list.getByRole('link', { name: 'Cash Out Amount', exact: true })).toBeVisible();
  await form.getByLabel('NMLS ID', { exact: true }).fill('12');
  await form.getByLabel('Property Zip Code', { exact: true }).fill('0000');
  await expect(form.getByLabel('NMLS ID', { exact: true })).toHaveAccessibleDescription('Error: Valid NMLS should have at least 4 characters');
  await expect(form.getByLabel('Property Zip Code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(list.getByRole('link', { name: 'NMLS ID: Valid NMLS should have at least 4 characters' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(receiver.lookups).toEqual([]);
  expect(receiver.leads).toEqual([]);
});

test('an unknown NMLS ID is refused by the lookup; a known one is confirmed and the scenario sent as spec 03 §3 spells it', async ({ page }) => {
  const form = await openForm(page);
  await fillScenario(form, '999999');
  const submit = form.getByRole('button', { name: 'Submit' });
  await submit.click();
  const nmls = form.getByLabel('NMLS ID', { exact: true });
  await expect(nmls).toHaveAccessibleDescription('Error: NMLS ID is not valid');
  await expect(nmls).toHaveAttribute('aria-invalid', 'true');
  expect(receiver.lookups).toEqual(['999999']);
  expect(receiver.leads).toEqual([]);
  await expectNoAxeViolations(page);

  await nmls.fill('123456');
  await submit.click();
  await expect(page.getByText('Submitted!')).toBeVisible();
  expect(receiver.lookups).toEqual(['999999', '123456']);
  expect(receiver.leads).toHaveLength(1);
  expect(receiver.leads[0]!.contentType).toMatch(/^application\/json/);
  expect(receiver.leads[0]!.body).toEqual({
    Brand_SFDC2__c: 'Axos Bank',
    Branch_SFDC2__c: 'Mortgage',
    Sub_Branch_SFDC2__c: 'Wholesale Lending',
    Lead_Source_Detail_SFDC2__c: 'axosbank.com/partners/wholesale-lending',
    Other_Lead_Source__c: 'Broker scenario form',
    lead_source: 'Web RMI',
    Web_Source__c: ROUTE,
    Full_Web_Source__c: ROUTE,
    Marketing_Source__c: 'wholesale_q4',
    First_UTMCampaign__c: 'wholesale_q4',
    First_UTMMedium__c: 'email',
    First_UTMSource__c: 'broker_news',
    First_GoogleClickId__c: 'G-987xyz',
    Loan_Purpose__c: 'RefiCashout',
    Base_Loan_Amount__c: 450000,
    Appraised_Value__c: 600000,
    Cash_Out_Amount__c: 50000,
    Interest_Only__c: true,
    Self_Employed__c: true,
    Pledged_Assets__c: false,
    Cross_Collateralization__c: false,
    Representative_FICO__c: '740-759',
    Months_Reserves__c: 12,
    Underwriting_Document_Type__c: 'InvestorDscr',
    Debt_To_Income_Ratio__c: 1.25,
    Citizenship__c: 'PermanentResident',
    Mortgage_Lates_12: '0x30',
    Mortgage_Lates_24: '1x30',
    HousingEventType__c: 'ShortSale',
    housingEventSeasoning__c: '36To47Months',
    bankruptcyType__c: 'Chapter7',
    bankruptcySeasoning__c: '48MonthsOrMore',
    Number_of_Properties_Financed__c: 3,
    Zip__c: '92101',
    Property_Type__c: 'SingleFamily',
    Occupance__c: 'InvestmentProperty',
    Units__c: 'TwoUnits',
    Prepayment_Penalty__c: 'ThreeYears',
    Broker_Compensation__c: 'LenderPaid',
    NMLS__c: '123456',
    Email_Address__c: 'broker@example.com',
    Cell_Phone__c: '5551234567',
  });
});

test('fields hidden again are sent with their reset values (0, NotApplicable, OneUnit, None)', async ({ page }) => {
  const form = await openForm(page);
  await fillScenario(form, '4455');
  await form.getByLabel('Loan Purpose', { exact: true }).selectOption({ label: 'Purchase' });
  await form.getByLabel('Documentation Type', { exact: true }).selectOption({ label: 'Full Documentation' });
  await form.getByLabel('Housing Event', { exact: true }).selectOption({ label: 'None' });
  await form.getByLabel('Bankruptcy', { exact: true }).selectOption({ label: 'None' });
  await form.getByLabel('Property Type', { exact: true }).selectOption({ label: 'Condominium' });
  await form.getByLabel('Occupancy', { exact: true }).selectOption({ label: 'Second Home' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Submitted!')).toBeVisible();
  expect(receiver.lookups).toEqual(['4455']);
  expect(receiver.leads[0]!.body).toMatchObject({
    Loan_Purpose__c: 'Purchase',
    Cash_Out_Amount__c: 0,
    Underwriting_Document_Type__c: 'FullDoc',
    Debt_To_Income_Ratio__c: 0,
    HousingEventType__c: 'None',
    housingEventSeasoning__c: 'NotApplicable',
    bankruptcyType__c: 'None',
    bankruptcySeasoning__c: 'NotApplicable',
    Property_Type__c: 'Condo',
    Units__c: 'OneUnit',
    Occupance__c: 'SecondHome',
    Prepayment_Penalty__c: 'None',
    NMLS__c: '4455',
  });
});

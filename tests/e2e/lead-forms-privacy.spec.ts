/**
 * Spec 03's `privacyRequest` form in Steps 1 to 5 (AXB /privacy-request/) in Chromium, sending to a real lead
 * receiver on 127.0.0.1 that this file starts and stops (scripts/lib/lead-receiver.ts). Build the AXB
 * export with `npm run build -- --local-leads` and the same PORT_BASE.
 *
 * The expected payload is written out by hand from spec 03 §3 (not computed by the payload builder under
 * test): the field names as spelled, the Yes/No answers, the right-to-know boxes as booleans, the
 * corrected information and the outlets ';'-joined in the spec's order, DOB as MM/DD/YYYY, the phone as
 * digits, and the spec 01 hidden attribution fields every flat spec 03 form carries (the page's CRM
 * settings, the path, the query). axe runs on every step, with its errors shown, on the revealed
 * question, on the summary and after a failed send (the crawl sees only the first step, empty).
 *
 * The tests share one receiver port, so they run one after another in one worker.
 */
import { expect, type Locator, type Page, test } from './fixtures';
import { expectNoAxeViolations, useLeadReceiver } from './lead-receiver';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';

// Five steps walked through, with axe on each state: longer than one form's test (a guard against a hang).
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const ROUTE = '/privacy-request/';
const QUERY = 'utm_source=policy_page&utm_medium=web&utm_campaign=ccpa_2026&gclid=G-789xyz';
const HEADLINE = 'Submit a privacy request';

/** The payload of the answers `fillAll` gives, written out by hand. */
const PAYLOAD = {
  // The page's CRM settings (content/AXB/pages/privacy-request.json).
  Brand_SFDC2__c: 'Axos Bank',
  Branch_SFDC2__c: 'Compliance',
  Sub_Branch_SFDC2__c: 'Privacy',
  Lead_Source_Detail_SFDC2__c: 'axosbank.com/privacy-request',
  Other_Lead_Source__c: 'Privacy request form',
  // The page and QUERY.
  lead_source: 'Web RMI',
  Web_Source__c: ROUTE,
  Full_Web_Source__c: ROUTE,
  Marketing_Source__c: 'ccpa_2026',
  First_UTMCampaign__c: 'ccpa_2026',
  First_UTMMedium__c: 'web',
  First_UTMSource__c: 'policy_page',
  First_GoogleClickId__c: 'G-789xyz',
  // Step 1.
  California_Resident: 'Yes',
  Categories_of_personal_info: true,
  Pieces_of_personal_information: false,
  Request_Correction_of_Information: 'Yes',
  Corrected_Information: 'Address;Date of Birth',
  Delete_personal_info: 'No',
  Opt_out_of_sale_of_info: 'Yes',
  // Step 2.
  Current_client: 'Yes',
  Currently_Employed_by_Axos_Financial: 'No',
  Previously_Employed_by_Axos_Financial: 'No',
  Ever_Applied_for_Employment_with_Axos_Financial: 'No',
  Axos_Financial_interaction_outlet: 'Axos Bank;UFB Direct',
  // Step 3.
  First_Name: 'Ada',
  Last_Name: 'Lovelace',
  DOB: '04/09/1985',
  email: 'ada@example.com',
  Telephone: '5551234567',
  // Step 4.
  Street_Address: '100 Broadway',
  City: 'San Diego',
  State_: 'CA',
  Zip_Code: '92101',
  Contact_Method: 'Email',
};

const receiver = useLeadReceiver();
test.beforeEach(() => {
  test.skip(!selectedBrands().brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');
});

async function openForm(page: Page): Promise<Locator> {
  await page.goto(`${brandOrigin('AXB')}${ROUTE}?${QUERY}`, { waitUntil: 'networkidle' });
  expect(
    await page.content(),
    `The AXB export does not send to ${receiver.url}: build it with \`npm run build -- --local-leads\` and the same PORT_BASE.`,
  ).toContain(receiver.url);
  return page.getByRole('form', { name: HEADLINE });
}

const stepHeading = (form: Locator) => form.getByRole('heading', { level: 3 });
const question = (form: Locator, text: string) => form.getByRole('radiogroup', { name: text });
const pick = (form: Locator, text: string, answer: string) => question(form, text).getByRole('radio', { name: answer, exact: true });

const nextButton = (form: Locator) => form.getByRole('button', { name: 'Next' });

/**
 * A step not yet complete (spec 03 §4, issue 40): Next disabled, and beside it the list of what the step
 * still needs, which the button names as its description.
 */
async function expectNextBlocked(form: Locator, missing: string[]): Promise<void> {
  await expect(form.getByRole('list', { name: 'Still needed before you can go to the next step:' }).getByRole('link')).toHaveText(missing);
  await expect(nextButton(form)).toBeDisabled();
  await expect(nextButton(form)).toHaveAccessibleDescription(/^Still needed before you can go to the next step: /);
}

async function next(form: Locator, step: number, title: string): Promise<void> {
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(form)).toHaveAccessibleName(`Step ${step} of 5 ${title}`);
  // The new step's heading takes focus, so a screen reader announces 'Step N of 5'.
  await expect(stepHeading(form)).toBeFocused();
}

async function back(form: Locator, step: number, title: string): Promise<void> {
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(form)).toHaveAccessibleName(`Step ${step} of 5 ${title}`);
  await expect(stepHeading(form)).toBeFocused();
}

const CORRECTED = 'Which information should we correct?';

async function fillRequest(form: Locator): Promise<void> {
  await pick(form, 'Are you a California resident?', 'Yes').check();
  await form.getByRole('checkbox', { name: 'The categories of personal information Axos Financial has collected about me' }).check();
  await pick(form, 'Do you want us to correct personal information we hold about you?', 'Yes').check();
  const corrected = form.getByRole('group', { name: CORRECTED });
  await corrected.getByRole('checkbox', { name: 'Date of Birth' }).check();
  await corrected.getByRole('checkbox', { name: 'Address' }).check();
  await pick(form, 'Do you want us to delete your personal information?', 'No').check();
  await pick(form, 'Do you want to opt out of the sale of your personal information?', 'Yes').check();
}

async function fillRelationship(form: Locator): Promise<void> {
  await pick(form, 'Are you a current client of Axos Financial?', 'Yes').check();
  await pick(form, 'Are you currently employed by Axos Financial?', 'No').check();
  await pick(form, 'Were you previously employed by Axos Financial?', 'No').check();
  await pick(form, 'Have you ever applied for employment with Axos Financial?', 'No').check();
  await form.getByRole('checkbox', { name: 'UFB Direct' }).check();
  await form.getByRole('checkbox', { name: 'Axos Bank', exact: true }).check();
}

async function fillIdentity(form: Locator): Promise<void> {
  await form.getByLabel('First Name', { exact: true }).fill('Ada');
  await form.getByLabel('Last Name', { exact: true }).fill('Lovelace');
  await form.getByLabel('Date of Birth', { exact: true }).fill('1985-04-09');
  await form.getByLabel('Email', { exact: true }).fill('ada@example.com');
  // Typed key by key, as a visitor does, so the ___-___-____ mask formats it.
  await form.getByLabel('Telephone', { exact: true }).pressSequentially('5551234567');
}

async function fillAddress(form: Locator): Promise<void> {
  await form.getByLabel('Street Address', { exact: true }).fill('100 Broadway');
  await form.getByLabel('City', { exact: true }).fill('San Diego');
  await form.getByLabel('State', { exact: true }).selectOption('CA');
  await form.getByLabel('Zip Code', { exact: true }).fill('92101');
  await pick(form, 'How should we send you our response?', 'Email').check();
}

async function fillAll(form: Locator): Promise<void> {
  await fillRequest(form);
  await next(form, 2, 'Your relationship with Axos Financial');
  await fillRelationship(form);
  await next(form, 3, 'About you');
  await fillIdentity(form);
  await next(form, 4, 'Your address and our reply');
  await fillAddress(form);
  await next(form, 5, 'Check your answers and send');
}

test('step 1 to a sent request: Next disabled on each step until it is complete, the list saying why, Back keeps every value, the summary, the exact payload, axe on every step', async ({
  page,
}) => {
  const form = await openForm(page);
  await expect(
    page.getByText(
      'You may use your right to know (access) twice in a 12-month period, and it covers the personal information we collected in the past 12 months.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'log in to your online banking messages inbox' })).toHaveAttribute(
    'href',
    /^https:\/\/online\.axosbank\.com\/messages/,
  );
  await expect(stepHeading(form)).toHaveAccessibleName('Step 1 of 5 Your request');
  await expectNoAxeViolations(page);

  // Step 1: nothing answered, Next disabled; once the visitor reaches the form, the list says what is missing.
  await expect(nextButton(form)).toBeDisabled();
  await stepHeading(form).click();
  await expectNextBlocked(form, [
    'Are you a California resident?',
    'Do you want us to correct personal information we hold about you?',
    'Do you want us to delete your personal information?',
    'Do you want to opt out of the sale of your personal information?',
  ]);
  await expect(stepHeading(form)).toHaveAccessibleName('Step 1 of 5 Your request');
  await expectNoAxeViolations(page);

  // Correction Yes reveals Corrected_Information, then required.
  await expect(form.getByRole('group', { name: CORRECTED })).toHaveCount(0);
  await pick(form, 'Do you want us to correct personal information we hold about you?', 'Yes').check();
  const corrected = form.getByRole('group', { name: CORRECTED });
  await expect(corrected.getByRole('checkbox')).toHaveCount(5);
  await pick(form, 'Are you a California resident?', 'Yes').check();
  await pick(form, 'Do you want us to delete your personal information?', 'No').check();
  await pick(form, 'Do you want to opt out of the sale of your personal information?', 'Yes').check();
  await expectNextBlocked(form, [CORRECTED]);
  // A choice made and taken back: the group shows its message too.
  await corrected.getByRole('checkbox', { name: 'Email' }).check();
  await expect(nextButton(form)).toBeEnabled();
  await corrected.getByRole('checkbox', { name: 'Email' }).uncheck();
  await expect(corrected).toHaveAccessibleDescription('Error: Corrected Information is required. Choose each item to correct.');
  await expectNextBlocked(form, [CORRECTED]);
  await expectNoAxeViolations(page);
  await fillRequest(form);
  await next(form, 2, 'Your relationship with Axos Financial');
  await expectNoAxeViolations(page);

  // Step 2: the outlets are optional, so not listed.
  await expectNextBlocked(form, [
    'Are you a current client of Axos Financial?',
    'Are you currently employed by Axos Financial?',
    'Were you previously employed by Axos Financial?',
    'Have you ever applied for employment with Axos Financial?',
  ]);
  await expectNoAxeViolations(page);
  await fillRelationship(form);
  await next(form, 3, 'About you');

  // Step 3: a field left shows its message; one answered wrongly is listed with it.
  await expectNextBlocked(form, ['First Name', 'Last Name', 'Date of Birth', 'Email', 'Telephone']);
  await form.getByLabel('First Name', { exact: true }).focus();
  await form.getByLabel('First Name', { exact: true }).blur();
  await expect(form.getByLabel('First Name', { exact: true })).toHaveAccessibleDescription('Error: First Name is required.');
  await form.getByLabel('Email', { exact: true }).fill('ada@');
  await expectNextBlocked(form, ['First Name', 'Last Name', 'Date of Birth', 'Email: Email is required.', 'Telephone']);
  await expectNoAxeViolations(page);
  await fillIdentity(form);

  // Back keeps what was entered, on every step.
  await back(form, 2, 'Your relationship with Axos Financial');
  await expect(pick(form, 'Are you a current client of Axos Financial?', 'Yes')).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'UFB Direct' })).toBeChecked();
  await back(form, 1, 'Your request');
  await expect(pick(form, 'Are you a California resident?', 'Yes')).toBeChecked();
  await expect(form.getByRole('group', { name: CORRECTED }).getByRole('checkbox', { name: 'Address' })).toBeChecked();
  await next(form, 2, 'Your relationship with Axos Financial');
  await next(form, 3, 'About you');
  await expect(form.getByLabel('Telephone', { exact: true })).toHaveValue('555-123-4567');
  await expect(form.getByLabel('Date of Birth', { exact: true })).toHaveValue('1985-04-09');
  await next(form, 4, 'Your address and our reply');

  // Step 4.
  await expectNextBlocked(form, ['Street Address', 'City', 'State', 'Zip Code', 'How should we send you our response?']);
  await expectNoAxeViolations(page);
  await fillAddress(form);
  await next(form, 5, 'Check your answers and send');

  // Step 5: the summary of every answer, then the send.
  const request = form.getByRole('region', { name: 'Your request' });
  await expect(request.getByRole('definition')).toHaveText(['Yes', 'Yes', 'No', 'Yes', 'Address, Date of Birth', 'No', 'Yes']);
  await expect(form.getByRole('region', { name: 'Your address and our reply' }).getByRole('definition')).toHaveText([
    '100 Broadway',
    'San Diego',
    'California',
    '92101',
    'Email',
  ]);
  await expectNoAxeViolations(page);
  expect(receiver.leads).toHaveLength(0);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request received')).toBeVisible();
  expect(receiver.leads).toHaveLength(1);
  expect(receiver.leads[0]!.contentType).toMatch(/^application\/json/);
  expect(receiver.leads[0]!.body).toEqual(PAYLOAD);
  await expectNoAxeViolations(page);
});

test('a failed send keeps every value on every step and says so; Send again sends the same request', async ({ page }) => {
  receiver.reset(() => ({ status: 400 }));
  const form = await openForm(page);
  await fillAll(form);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your request was not sent: the server answered with an error (400).');
  // The relay refused it: nothing reached the CRM.
  expect(receiver.sends).toHaveLength(1);
  expect(receiver.leads).toHaveLength(0);
  await expect(form.getByRole('region', { name: 'About you' }).getByRole('definition')).toHaveText([
    'Ada',
    'Lovelace',
    '04/09/1985',
    'ada@example.com',
    '555-123-4567',
  ]);
  await expectNoAxeViolations(page);

  for (const [step, title] of [
    [4, 'Your address and our reply'],
    [3, 'About you'],
    [2, 'Your relationship with Axos Financial'],
    [1, 'Your request'],
  ] as const) {
    await back(form, step, title);
  }
  await expect(pick(form, 'Do you want to opt out of the sale of your personal information?', 'Yes')).toBeChecked();
  await next(form, 2, 'Your relationship with Axos Financial');
  await next(form, 3, 'About you');
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('ada@example.com');
  await next(form, 4, 'Your address and our reply');
  await expect(form.getByLabel('State', { exact: true })).toHaveValue('CA');
  await next(form, 5, 'Check your answers and send');

  receiver.reset();
  await form.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText('Request received')).toBeVisible();
  expect(receiver.leads.map((lead) => lead.body)).toEqual([PAYLOAD]);
});

/**
 * The six lead forms of spec 01 §3 in Chromium, sending through the lead relay on 127.0.0.1 to a local
 * CRM, both started and stopped by this file (tests/e2e/lead-receiver.ts). The exports must be built with
 * `npm run build -- --local-leads` (npm test does), which points the sample forms' {leadReceiverUrl}
 * at that receiver.
 *
 * Each expected payload is written out by hand from spec 01 §3 (not computed by the payload
 * builders under test): the fields as spelled, the phone as digits, US dates, the funding amount as
 * a number, and the hidden attribution fields from the site's or page's CRM settings and the URL.
 *
 * The tests share one receiver port, so they run one after another in one worker.
 */
import { type BrowserContext, expect, type Page, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { settleContextOnNetworkIdle } from './settle';
import type { BrandCode } from '../../lib/brands';
import { useLeadReceiver } from './lead-receiver';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';
import { SAVED_MESSAGE } from '../../forms/engine/outbox';

test.describe.configure({ mode: 'serial' });

/** Every attribution parameter of spec 01 §3, written so URLSearchParams re-serialises it unchanged. */
const QUERY =
  'utm_source=newsletter&utm_medium=email&utm_campaign=spring_cd&utm_content=hero_button&utm_term=high+yield' +
  '&utm_promocode=SPRING25&experience_id=exp-7&hem=a1b2c3&identity=id-42&cjdata=cjd-1&cjevent=cje-2' +
  '&gclid=G-123abc&fbclid=FB-456def&msclkid=MS-789ghi';

/** The First_* and Primary_* fields that QUERY fills, plus the campaign as Marketing_Source__c. */
const FROM_QUERY = {
  Marketing_Source__c: 'spring_cd',
  First_UTMCampaign__c: 'spring_cd',
  First_UTMContent__c: 'hero_button',
  First_UTMMedium__c: 'email',
  First_UTMSource__c: 'newsletter',
  First_UTMTerm__c: 'high yield',
  Primary_Cjdata__c: 'cjd-1',
  Primary_Cjevent__c: 'cje-2',
  First_UTMPromo_Code__c: 'SPRING25',
  First_UTMExperience_Id__c: 'exp-7',
  First_UTMHem__c: 'a1b2c3',
  First_UTMIdentity__c: 'id-42',
  First_MicrosoftClickId__c: 'MS-789ghi',
  First_FacebookClickId__c: 'FB-456def',
  First_GoogleClickId__c: 'G-123abc',
};

/** lead_source and the web sources (both the page path, spec 01 §3; the export's routes end in '/'). */
function sources(route: string) {
  return { lead_source: 'Web RMI', Web_Source__c: route, Full_Web_Source__c: route };
}

const PERSON = { first: 'Ada', last: 'Lovelace', email: 'ada@example.com', phone: '5551234567' };
const PERSON_FIELDS = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '5551234567' };

/** A weekday three days from now as the date input takes it, and as the payload must send it. */
function contactDate(): { iso: string; us: string } {
  const day = new Date();
  day.setDate(day.getDate() + 3);
  const mm = String(day.getMonth() + 1).padStart(2, '0');
  const dd = String(day.getDate()).padStart(2, '0');
  return { iso: `${day.getFullYear()}-${mm}-${dd}`, us: `${mm}/${dd}/${day.getFullYear()}` };
}

/** The lead relay the exports send to and the CRM it forwards to: what the CRM gets is what is compared. */
const receiver = useLeadReceiver();

async function openForm(page: Page, brand: BrandCode, route: string, query = QUERY): Promise<void> {
  await page.goto(`${brandOrigin(brand)}${route}?${query}`, { waitUntil: 'networkidle' });
  expect(
    await page.content(),
    `The ${brand} export does not send to ${receiver.url}: build it with \`npm run build -- --local-leads\` (npm test does).`,
  ).toContain(receiver.url);
}

async function fillContact(page: Page): Promise<void> {
  await page.getByLabel('First Name', { exact: true }).fill(PERSON.first);
  await page.getByLabel('Last Name', { exact: true }).fill(PERSON.last);
  await page.getByLabel('Email', { exact: true }).fill(PERSON.email);
  // Typed key by key, as a visitor does, so the ___-___-____ mask formats it.
  await page.getByLabel('Phone', { exact: true }).pressSequentially(PERSON.phone);
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('555-123-4567');
}

async function submitAndSeeSuccess(page: Page, heading = 'Submitted!'): Promise<void> {
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(heading)).toBeVisible();
}

function only(brand: BrandCode) {
  test.skip(!selectedBrands().brands.includes(brand), `${brand} not selected by E2E_BRANDS`);
}

test.describe('each form sends exactly the payload of spec 01 §3', () => {
  test.beforeEach(() => receiver.reset());

  test('general (AXB /customer-support/): consent sends Send_SMS__c and DoNotCall', async ({ page }) => {
    only('AXB');
    await openForm(page, 'AXB', '/customer-support/');
    await fillContact(page);
    await page.getByRole('checkbox').check();
    await submitAndSeeSuccess(page);
    expect(receiver.leads).toHaveLength(1);
    expect(receiver.leads[0]!.contentType).toMatch(/^application\/json/);
    expect(receiver.leads[0]!.body).toEqual({
      Brand_SFDC2__c: 'Axos Bank',
      Branch_SFDC2__c: 'Consumer',
      Sub_Branch_SFDC2__c: 'Digital',
      Lead_Source_Detail_SFDC2__c: 'axosbank.com',
      ...sources('/customer-support/'),
      ...FROM_QUERY,
      ...PERSON_FIELDS,
      checkbox__c: true,
      Send_SMS__c: true,
      DoNotCall: false,
    });
  });

  test('company (AXA /contact-us/)', async ({ page }) => {
    only('AXA');
    await openForm(page, 'AXA', '/contact-us/');
    await fillContact(page);
    await page.getByLabel('Company', { exact: true }).fill('Lovelace Advisory LLC');
    await submitAndSeeSuccess(page);
    expect(receiver.leads.map((lead) => lead.body)).toEqual([
      {
        Brand_SFDC2__c: 'Axos Advisor',
        Branch_SFDC2__c: 'Advisor',
        Sub_Branch_SFDC2__c: 'Private Client',
        Lead_Source_Detail_SFDC2__c: 'axosadvisor.com',
        ...sources('/contact-us/'),
        ...FROM_QUERY,
        ...PERSON_FIELDS,
        company: 'Lovelace Advisory LLC',
      },
    ]);
  });

  test('business (AAS /contact-us/)', async ({ page }) => {
    only('AAS');
    await openForm(page, 'AAS', '/contact-us/');
    await page.getByLabel('First Name', { exact: true }).fill(PERSON.first);
    await page.getByLabel('Last Name', { exact: true }).fill(PERSON.last);
    await page.getByLabel('Business Name', { exact: true }).fill('Analytical Engines Inc');
    await page.getByLabel('Email', { exact: true }).fill(PERSON.email);
    await page.getByLabel('Phone', { exact: true }).pressSequentially(PERSON.phone);
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('555-123-4567');
    await page.getByLabel('Company NMLS ID', { exact: true }).fill('1234567');
    await submitAndSeeSuccess(page);
    expect(receiver.leads.map((lead) => lead.body)).toEqual([
      {
        Brand_SFDC2__c: 'Axos Advisor Services',
        Branch_SFDC2__c: 'Securities',
        Sub_Branch_SFDC2__c: 'Custody',
        Lead_Source_Detail_SFDC2__c: 'axosadvisorservices.com',
        ...sources('/contact-us/'),
        ...FROM_QUERY,
        ...PERSON_FIELDS,
        Business_Name__c: 'Analytical Engines Inc',
        NMLS_ID__c: '1234567',
      },
    ]);
  });

  test('emailOnly (AXI /invest/), on a page without campaign parameters', async ({ page }) => {
    only('AXI');
    await openForm(page, 'AXI', '/invest/', 'gclid=only-gclid');
    await page.getByLabel('Email', { exact: true }).fill(PERSON.email);
    await submitAndSeeSuccess(page);
    expect(receiver.leads.map((lead) => lead.body)).toEqual([
      {
        Brand_SFDC2__c: 'Axos Invest',
        Branch_SFDC2__c: 'Consumer',
        Sub_Branch_SFDC2__c: 'Invest',
        Lead_Source_Detail_SFDC2__c: 'axosinvest.com',
        lead_source: 'Web RMI',
        Web_Source__c: '/invest/',
        Full_Web_Source__c: '/invest/',
        Marketing_Source__c: 'no campaign_no source',
        First_GoogleClickId__c: 'only-gclid',
        email: 'ada@example.com',
      },
    ]);
  });

  test('emailOnly (AXI /invest/) runs the default email check: a throwaway address is turned away as it is typed, nothing sent', async ({ page }) => {
    only('AXI');
    await openForm(page, 'AXI', '/invest/');
    const email = page.getByLabel('Email', { exact: true });
    // The page's check is part of validation (spec 03 §4, §5): it runs on the change, its refusal is
    // the form's own email message, and Submit stays disabled while it refuses.
    await email.focus();
    await email.fill('ada@mailinator.com');
    await expect(email).toHaveAccessibleDescription('Error: Email is required.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(receiver.leads).toHaveLength(0);
  });

  // Pages that name no email check get the default one (forms/submit/default-email-check.ts DEFAULT_EMAIL_CHECK): the
  // format and the disposable-domain list, as the address is typed (spec 01 §5, 03 §5).
  for (const [form, route] of [
    ['general', '/customer-support/'],
    ['fundingCallback', '/commercial/lending/'],
    ['smallBusiness', '/business/'],
  ] as const) {
    test(`${form} (AXB ${route}), whose page names no email check: a throwaway address is refused as it is typed, a lasting one accepted`, async ({ page }) => {
      only('AXB');
      await openForm(page, 'AXB', route);
      const email = page.getByLabel('Email', { exact: true });
      await email.focus();
      await email.pressSequentially('ada@mailinator.com');
      await expect(email).toHaveAccessibleDescription('Error: Email is required.');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
      await email.fill('ada@example.com');
      await expect(email).toHaveAttribute('aria-invalid', 'false');
      await expect(email).toHaveAccessibleDescription('');
      expect(receiver.leads).toHaveLength(0);
    });
  }

  test('callback (LVF /contact-us/): US-locale dates and the page success view', async ({ page }) => {
    only('LVF');
    const date = contactDate();
    await openForm(page, 'LVF', '/contact-us/');
    await fillContact(page);
    await page.getByLabel('Best contact date', { exact: true }).fill(date.iso);
    await page.getByLabel('Best time to call', { exact: true }).selectOption('10:30 am');
    await submitAndSeeSuccess(page, 'Callback requested');
    expect(receiver.leads.map((lead) => lead.body)).toEqual([
      {
        Brand_SFDC2__c: 'LVF Vehicle Finance',
        Branch_SFDC2__c: 'Lending',
        Sub_Branch_SFDC2__c: 'Vehicle Finance',
        Lead_Source_Detail_SFDC2__c: 'lvfinance.com',
        Other_Lead_Source__c: 'Dealer Referral',
        ...sources('/contact-us/'),
        ...FROM_QUERY,
        ...PERSON_FIELDS,
        Best_Contact_Date__c: date.us,
        Best_Time_To_Call__c: '10:30 am',
        Best_Best_Contact_Date__c: date.us,
        Date_Business_Established__c: date.us,
      },
    ]);
  });

  test('fundingCallback (AXB /commercial/lending/): the page CRM settings, the amount as a number, a spinner while sending', async ({ page }) => {
    only('AXB');
    const date = contactDate();
    // The receiver holds its answer, so the sending state stays on screen to be seen.
    receiver.reset(() => 'hang');
    await openForm(page, 'AXB', '/commercial/lending/');
    await fillContact(page);
    await page.getByLabel('Best contact date', { exact: true }).fill(date.iso);
    await page.getByLabel('Best time to call', { exact: true }).selectOption('2:00 pm');
    await page.getByLabel('Potential funding', { exact: true }).pressSequentially('1250000.5');
    await page.getByLabel('Potential funding', { exact: true }).blur();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('progressbar', { name: 'Sending your request' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await expect.poll(() => receiver.leads.length).toBe(1);
    expect(receiver.leads[0]!.body).toEqual({
      Brand_SFDC2__c: 'Axos Bank',
      Branch_SFDC2__c: 'Commercial',
      Sub_Branch_SFDC2__c: 'Lending',
      Lead_Source_Detail_SFDC2__c: 'axosbank.com/commercial',
      Other_Lead_Source__c: 'Funding callback',
      ...sources('/commercial/lending/'),
      ...FROM_QUERY,
      ...PERSON_FIELDS,
      Best_Contact_Date__c: date.us,
      Best_Time_To_Call__c: '2:00 pm',
      Potential_Funding__c: 1250000.5,
    });
  });
});

test.describe('sending fails, is retried, and never loses what the visitor typed', () => {
  test.beforeEach(() => {
    only('AXB');
    receiver.reset();
  });

  async function fillGeneral(page: Page): Promise<void> {
    await openForm(page, 'AXB', '/customer-support/');
    await fillContact(page);
    await page.getByRole('checkbox').check();
  }

  async function expectValuesKept(page: Page): Promise<void> {
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue(PERSON.first);
    await expect(page.getByLabel('Last Name', { exact: true })).toHaveValue(PERSON.last);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(PERSON.email);
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('555-123-4567');
    await expect(page.getByRole('checkbox')).toBeChecked();
    await expect(page.getByText('Submitted!')).toHaveCount(0);
  }

  test('a 500 and then a success: the lead is retried and sent once', async ({ page }) => {
    receiver.reset((_, index) => ({ status: index === 0 ? 500 : 200 }));
    await fillGeneral(page);
    await submitAndSeeSuccess(page);
    // Two requests from the page; the relay refused the first without taking it, so the CRM gets one lead.
    expect(receiver.sends).toHaveLength(2);
    expect(receiver.leads).toHaveLength(1);
  });

  test('a receiver that always fails: three attempts, the error is said plainly, the values stay, and Send again sends', async ({ page }) => {
    receiver.reset(() => ({ status: 503 }));
    await fillGeneral(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    // A failure that may pass later: the lead is kept in the tab, and the alert says so (lead-outbox.spec.ts).
    await expect(page.locator('form').getByRole('alert').locator('p')).toHaveText([
      'Your request was not sent: the server answered with an error (503).',
      SAVED_MESSAGE,
    ]);
    expect(receiver.sends).toHaveLength(3);
    expect(receiver.leads).toHaveLength(0);
    await expectValuesKept(page);
    // The failure and success states pass axe too (the crawl sees only the empty form).
    await expectNoAxeViolations(page, 'the failed send said');

    receiver.reset();
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByText('Submitted!')).toBeVisible();
    expect(receiver.leads).toHaveLength(1);
    await expectNoAxeViolations(page, 'the success message shown');
  });

  test('a 400 is not retried', async ({ page }) => {
    receiver.reset(() => ({ status: 400 }));
    await fillGeneral(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Your request was not sent: the server answered with an error (400).');
    expect(receiver.sends).toHaveLength(1);
    expect(receiver.leads).toHaveLength(0);
    await expectValuesKept(page);
  });

  test('a receiver that never answers: each attempt times out, then the error shows and the values stay', async ({ page }) => {
    receiver.reset(() => 'hang');
    await fillGeneral(page);
    // The page's clock is driven by the test, so three 10-second timeouts take no real time. Installed
    // once the page is in: installed before it loads, the page's network never went idle for 30 s.
    await page.clock.install();
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const attempt of [1, 2, 3]) {
      await expect.poll(() => receiver.sends.length).toBe(attempt);
      await page.clock.fastForward(10_000);
    }
    await expect(page.locator('form').getByRole('alert').locator('p')).toHaveText([
      'Your request was not sent: the server did not answer within 10 seconds.',
      SAVED_MESSAGE,
    ]);
    expect(receiver.sends).toHaveLength(3);
    // The relay took the lead at the first attempt; the two retries carried its key: the CRM has it once.
    expect(receiver.leads).toHaveLength(1);
    await expectValuesKept(page);
    await expect(page.getByRole('button', { name: 'Send again' })).toBeEnabled();
  });

  test('a 429 with Retry-After: the next attempt waits that long', async ({ page }) => {
    receiver.reset((_, index) => (index === 0 ? { status: 429, headers: { 'Retry-After': '2' } } : { status: 200 }));
    await fillGeneral(page);
    await submitAndSeeSuccess(page);
    expect(receiver.sends).toHaveLength(2);
    const waited = receiver.sends[1]!.at - receiver.sends[0]!.at;
    expect(waited).toBeGreaterThanOrEqual(1_950);
  });

  test('a double click sends once', async ({ page }) => {
    await fillGeneral(page);
    await page.getByRole('button', { name: 'Submit' }).dblclick();
    await expect(page.getByText('Submitted!')).toBeVisible();
    expect(receiver.leads).toHaveLength(1);
  });
});

test.describe("typed before the page's scripts arrived (a slow phone)", () => {
  test.beforeEach(() => receiver.reset());

  /**
   * Opens the page with every script held back, as on a slow connection: the static form is there,
   * but none of its code. `release` lets the scripts through.
   */
  async function openWithoutScripts(page: Page, brand: BrandCode, route: string) {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${brandOrigin(brand)}${route}`, { waitUntil: 'commit' });
    await page.locator('form').waitFor();
    return release;
  }

  test('general (AXB /customer-support/, a masked phone): what was typed stays, is validated and is sent', async ({ page }) => {
    only('AXB');
    const release = await openWithoutScripts(page, 'AXB', '/customer-support/');
    await page.getByLabel('First Name', { exact: true }).fill(PERSON.first);
    await page.getByLabel('Last Name', { exact: true }).fill(PERSON.last);
    await page.getByLabel('Email', { exact: true }).fill(PERSON.email);
    // No mask yet: the digits go in as typed.
    await page.getByLabel('Phone', { exact: true }).pressSequentially(PERSON.phone);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    release();

    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue(PERSON.first);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(PERSON.email);
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('555-123-4567');
    await submit.click();
    await expect(page.getByText('Submitted!')).toBeVisible();
    expect(receiver.leads.map((lead) => lead.body)).toEqual([
      {
        Brand_SFDC2__c: 'Axos Bank',
        Branch_SFDC2__c: 'Consumer',
        Sub_Branch_SFDC2__c: 'Digital',
        Lead_Source_Detail_SFDC2__c: 'axosbank.com',
        lead_source: 'Web RMI',
        Web_Source__c: '/customer-support/',
        Full_Web_Source__c: '/customer-support/',
        Marketing_Source__c: 'no campaign_no source',
        ...PERSON_FIELDS,
        checkbox__c: false,
        Send_SMS__c: false,
        DoNotCall: true,
      },
    ]);
  });

  test('emailOnly (AXI /invest/, a flat form): the address typed stays and is sent', async ({ page }) => {
    only('AXI');
    const release = await openWithoutScripts(page, 'AXI', '/invest/');
    await page.getByLabel('Email', { exact: true }).fill(PERSON.email);
    release();
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(PERSON.email);
    await submit.click();
    await expect(page.getByText('Submitted!')).toBeVisible();
    expect(receiver.leads.map((lead) => lead.body)).toEqual([
      {
        Brand_SFDC2__c: 'Axos Invest',
        Branch_SFDC2__c: 'Consumer',
        Sub_Branch_SFDC2__c: 'Invest',
        Lead_Source_Detail_SFDC2__c: 'axosinvest.com',
        lead_source: 'Web RMI',
        Web_Source__c: '/invest/',
        Full_Web_Source__c: '/invest/',
        Marketing_Source__c: 'no campaign_no source',
        email: 'ada@example.com',
      },
    ]);
  });
});

test.describe('one chunk per form', () => {
  /** The text of every script a fresh page (nothing cached) downloads from its own origin. */
  async function scriptsOf(context: BrowserContext, brand: BrandCode, route: string): Promise<string> {
    await settleContextOnNetworkIdle(context);
    const page = await context.newPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(brandOrigin(brand)) && response.ok()) {
        scripts.push(response.text());
      }
    });
    await page.goto(`${brandOrigin(brand)}${route}`, { waitUntil: 'networkidle' });
    const code = (await Promise.all(scripts)).join('\n');
    await page.close();
    return code;
  }

  /** A field name only each form's own code holds. */
  const OWN_FIELD = {
    general: 'checkbox__c',
    business: 'NMLS_ID__c',
    callback: 'Best_Best_Contact_Date__c',
    fundingCallback: 'Potential_Funding__c',
  };

  test('a form page downloads its own form and no other', async ({ browser }) => {
    only('AXB');
    const general = await scriptsOf(await browser.newContext(), 'AXB', '/customer-support/');
    expect(general).toContain(OWN_FIELD.general);
    for (const other of [OWN_FIELD.business, OWN_FIELD.callback, OWN_FIELD.fundingCallback]) expect(general).not.toContain(other);

    const funding = await scriptsOf(await browser.newContext(), 'AXB', '/commercial/lending/');
    expect(funding).toContain(OWN_FIELD.fundingCallback);
    for (const other of [OWN_FIELD.general, OWN_FIELD.business]) expect(funding).not.toContain(other);
  });

  // The 50 states come with a form's state field (forms/fields/us-states.ts stateField), not with the engine
  // every form loads (docs/benchmarks.md, issue 40).
  test('the list of states is downloaded by a form that asks for a state and by no other form', async ({ browser }) => {
    only('AXB');
    const general = await scriptsOf(await browser.newContext(), 'AXB', '/customer-support/');
    expect(general).toContain(OWN_FIELD.general);
    expect(general).not.toContain('Alabama');

    const dealer = await scriptsOf(await browser.newContext(), 'AXB', '/partners/dealer-services/');
    expect(dealer).toContain('Alabama');
  });

  test('a page without a form downloads none of the form code', async ({ context }) => {
    only('AXB');
    const code = await scriptsOf(context, 'AXB', '/commercial/');
    for (const formCode of [...Object.values(OWN_FIELD), 'Sending your request', 'Send again']) expect(code).not.toContain(formCode);
  });
});

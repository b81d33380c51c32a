/**
 * A lead is not lost with the tab (issue 41), in Chromium against the AXB export built with
 * `npm run build -- --local-leads` (the same PORT_BASE) and the local lead receiver standing in for
 * the relay: the general lead form on /customer-support/.
 * - the relay down (503): the form says the request is kept in the tab; opened again, the values
 *   are back and the lead is sent again, once, as soon as the receiver takes it;
 * - offline, then back online: sent once, by the page itself;
 * - Send again pressed twice: one request;
 * - the honeypot: not in the accessibility tree, not reached by Tab;
 * - axe over the form in the kept state.
 *
 * The tests share the receiver's port with the lead-forms specs: one at a time (playwright.config.ts).
 */
import { expect, type Page, test } from './fixtures';
import { expectNoAxeViolations, useLeadReceiver } from './lead-receiver';
import { fillGeneralForm, GENERAL_HEADLINE, GENERAL_ROUTE, openGeneralForm } from './general-form';
import { selectedBrands } from './brands';
import { HONEYPOT_NAME } from '../../forms/engine/honeypot';
import { outboxKey, RESENDING_MESSAGE, SAVED_MESSAGE } from '../../forms/engine/outbox';

test.describe.configure({ mode: 'serial' });

const receiver = useLeadReceiver();
test.beforeEach(() => {
  test.skip(!selectedBrands().brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');
});

const HEADLINE = GENERAL_HEADLINE;
const KEPT = outboxKey(GENERAL_ROUTE, 'general');

async function fill(page: Page) {
  await fillGeneralForm(page);
  await expect(page.getByRole('form', { name: HEADLINE }).getByRole('button', { name: 'Submit' })).toBeEnabled();
}

async function expectValues(page: Page) {
  const form = page.getByRole('form', { name: HEADLINE });
  await expect(form.getByLabel('First Name', { exact: true })).toHaveValue('Ada');
  await expect(form.getByLabel('Last Name', { exact: true })).toHaveValue('Lovelace');
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('ada@example.com');
  await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('555-123-4567');
  await expect(form.getByRole('checkbox')).toBeChecked();
}

/** The idempotency key of the lead kept in the tab, or null when none is kept. */
function keptKey(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as { envelope: { key: string } }).envelope.key;
  }, KEPT);
}

test('the relay down: the request is kept in the tab; opened again, the values are back and it is sent once the receiver takes it', async ({ page }) => {
  receiver.reset(() => ({ status: 503 }));
  const form = await openGeneralForm(page, receiver.url);
  await fill(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  const alert = form.getByRole('alert');
  await expect(alert.locator('p')).toHaveText(['Your request was not sent: the server answered with an error (503).', SAVED_MESSAGE]);
  // Three attempts reached the relay, which took none of them: nothing reached the CRM.
  expect(receiver.sends).toHaveLength(3);
  expect(receiver.leads).toHaveLength(0);
  const key = await keptKey(page);
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  await expectNoAxeViolations(page, 'the lead kept in the tab');

  // Opened again while the relay is still down: the values come back and the kept lead is tried again.
  receiver.reset(() => ({ status: 503 }));
  await page.reload({ waitUntil: 'networkidle' });
  await form.scrollIntoViewIfNeeded();
  await expectValues(page);
  await expect(form.getByRole('alert').getByText(SAVED_MESSAGE)).toBeVisible();
  expect(receiver.sends).toHaveLength(3);
  expect(receiver.leads).toHaveLength(0);
  expect(await keptKey(page)).toBe(key);

  // The receiver takes leads again: opened once more, the kept lead goes, once, and the tab forgets it.
  // The reload comes back scrolled to the form, which starts at once: the lead is on its way before a scroll.
  receiver.reset();
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByText('Submitted!')).toBeVisible();
  expect(receiver.leads).toHaveLength(1);
  expect(receiver.leads[0]!.body).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '5551234567', checkbox__c: true });
  expect(await keptKey(page)).toBeNull();
});

test('opened again, the form shows it is sending the kept request before the visitor types', async ({ page }) => {
  receiver.reset(() => ({ status: 503 }));
  const form = await openGeneralForm(page, receiver.url);
  await fill(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert').getByText(SAVED_MESSAGE)).toBeVisible();

  // The receiver holds its answer: the form says what it is doing meanwhile.
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  receiver.reset();
  await page.route(receiver.url, async (route) => {
    await answered;
    await route.continue();
  });
  await page.reload();
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('status')).toHaveText(RESENDING_MESSAGE);
  await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expectValues(page);
  answer();
  await expect(page.getByText('Submitted!')).toBeVisible();
  expect(receiver.leads).toHaveLength(1);
});

test('offline, then back online: the kept lead is sent once', async ({ page, context }) => {
  const form = await openGeneralForm(page, receiver.url);
  await fill(page);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert').getByText(SAVED_MESSAGE)).toBeVisible();
  const key = await keptKey(page);
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  expect(receiver.leads).toHaveLength(0);
  await expectValues(page);

  // The page sends the kept lead the moment the connection is back, by itself: one request. (That it
  // carries the kept key is the engine's unit test: the webhook handler these pages use puts no key
  // on the wire; the relay handler sends it as Idempotency-Key.)
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.url() === receiver.url && request.method() === 'POST') sends.push(request.postData() ?? '');
  });
  await context.setOffline(false);
  await expect(page.getByText('Submitted!')).toBeVisible();
  expect(receiver.leads).toHaveLength(1);
  expect(sends).toHaveLength(1);
  expect(receiver.leads[0]!.body).toMatchObject({ first_name: 'Ada', email: 'ada@example.com', checkbox__c: true });
  expect(await keptKey(page)).toBeNull();
});

test('Send again pressed twice: one request', async ({ page }) => {
  receiver.reset(() => ({ status: 503 }));
  const form = await openGeneralForm(page, receiver.url);
  await fill(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert').getByText(SAVED_MESSAGE)).toBeVisible();
  receiver.reset();
  await form.getByRole('button', { name: 'Send again' }).dblclick();
  await expect(page.getByText('Submitted!')).toBeVisible();
  expect(receiver.leads).toHaveLength(1);
});

test('the honeypot is not in the accessibility tree and Tab never reaches it', async ({ page }) => {
  const form = await openGeneralForm(page, receiver.url);
  await expect(form.locator(`input[name="${HONEYPOT_NAME}"]`)).toHaveCount(1);
  await expect(form.locator(`input[name="${HONEYPOT_NAME}"]`)).not.toBeInViewport();
  await expect(form.getByRole('textbox')).toHaveCount(4);
  expect(await form.ariaSnapshot()).not.toMatch(/empty/i);

  await fill(page);
  await form.getByLabel('First Name', { exact: true }).focus();
  const walked: string[] = [];
  for (let step = 0; step < 6; step += 1) {
    walked.push(
      await page.evaluate(() => {
        const active = document.activeElement as HTMLInputElement | HTMLButtonElement | null;
        return active?.labels?.[0]?.textContent?.trim() ?? active?.textContent?.trim() ?? '';
      }),
    );
    await page.keyboard.press('Tab');
  }
  expect(walked).toEqual(['First Name', 'Last Name', 'Email', 'Phone', expect.stringMatching(/^I agree to the Terms and Conditions/), 'Submit']);
});

/**
 * The send's code (the submit handlers with their transport, the lead's envelope, the consent hash:
 * forms/engine/on-demand.ts) is not part of a form page's load (issue 40, docs/benchmarks.md): it is
 * fetched on the visitor's first interaction with the form, and a Submit right after a fast fill
 * sends (use-send.ts awaits the code when it has not arrived yet). In Chromium against the AXB export built with `npm run build -- --local-leads` (the
 * same PORT_BASE), the general lead form on /customer-support/. The send's chunk is told by what only
 * it holds: the relay's `Idempotency-Key` header.
 */
import { expect, type Page, test } from './fixtures';
import { useLeadReceiver } from './lead-receiver';
import { fillGeneralForm, openGeneralForm } from './general-form';
import { selectedBrands } from './brands';

const receiver = useLeadReceiver();
test.beforeEach(() => {
  test.skip(!selectedBrands().brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');
});

const SEND_CODE_MARK = 'Idempotency-Key';

/** The URLs of the scripts the page fetched that hold the send's code, as they arrive. */
function sendChunks(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text()).includes(SEND_CODE_MARK)) urls.push(response.url());
  });
  return urls;
}

test('the page loads without the send code; the first focus in the form fetches it', async ({ page }) => {
  const fetched = sendChunks(page);
  const form = await openGeneralForm(page, receiver.url);
  expect(fetched, 'the send code is fetched with the page').toEqual([]);
  await form.getByLabel('First Name', { exact: true }).focus();
  await expect.poll(() => fetched.length, { message: 'the send code is not fetched on the first focus' }).toBe(1);
});

test('Submit pressed right after a fast fill sends the lead once', async ({ page }) => {
  receiver.reset();
  const fetched = sendChunks(page);
  const form = await openGeneralForm(page, receiver.url);
  await fillGeneralForm(page);
  const submit = form.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Submitted!')).toBeVisible();
  expect(fetched).toHaveLength(1);
  expect(receiver.leads).toHaveLength(1);
  expect(receiver.leads[0]!.body).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '5551234567', checkbox__c: true });
});

/**
 * Spec 03 §4 and §5 as a visitor meets them, in Chromium against the AXB export and the real local
 * lead receiver (scripts/lib/lead-receiver.ts; build with `npm run build -- --local-leads` and the
 * same PORT_BASE):
 * - a rule that reads two fields follows whichever the visitor changes last (the broker form's loan
 *   and property value, the quote's down payment and price), in both orders;
 * - Submit is disabled while the form is invalid, with what still needs an answer listed beside it;
 *   an NMLS lookup that could not run (5xx) says so and leaves the button pressable;
 * - the page's email check is part of validation: its message shows as the address is typed, and
 *   Submit waits for it (the commercial form: 'Business Email is required.').
 *
 * The tests share one receiver port, so they run one after another in one worker.
 */
import { expect, type Page, test } from './fixtures';
import { expectNoAxeViolations, useLeadReceiver } from './lead-receiver';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';

test.describe.configure({ mode: 'serial' });

const receiver = useLeadReceiver();
test.beforeEach(() => {
  test.skip(!selectedBrands().brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');
});

async function openForm(page: Page, route: string, headline: string) {
  await page.goto(`${brandOrigin('AXB')}${route}`, { waitUntil: 'networkidle' });
  expect(
    await page.content(),
    `The AXB export does not send to ${receiver.url}: build it with \`npm run build -- --local-leads\` and the same PORT_BASE.`,
  ).toContain(receiver.url);
  return page.getByRole('form', { name: headline });
}

const BROKER = { route: '/partners/wholesale-lending/', headline: 'Submit a loan scenario' };
const LOWER = 'Loan amount should be lower than property value';

test.describe('the broker form (AXB /partners/wholesale-lending/)', () => {
  for (const order of [
    ['Base Loan Amount', 'Property Value'],
    ['Property Value', 'Base Loan Amount'],
  ] as const) {
    test(`'${LOWER}' follows either field: ${order[0]} first`, async ({ page }) => {
      const form = await openForm(page, BROKER.route, BROKER.headline);
      const amounts = { 'Base Loan Amount': '500000', 'Property Value': '400000' };
      for (const label of order) await form.getByLabel(label, { exact: true }).fill(amounts[label]);
      await form.getByLabel('Property Zip Code', { exact: true }).focus();
      const loan = form.getByLabel('Base Loan Amount', { exact: true });
      // The error, then the field's hint, which stays.
      await expect(loan).toHaveAccessibleDescription(`Error: ${LOWER} $149,999 or more`);
      await expect(loan).toHaveAttribute('aria-invalid', 'true');
      const list = form.getByRole('list', { name: 'Still needed before you can submit:' });
      await expect(list.getByRole('link', { name: `Base Loan Amount: ${LOWER}` })).toBeVisible();
      await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled();
      // A higher property value puts it right, the loan untouched. Clicked first, as a visitor does:
      // focus shows the amount plain ('400000.00'), a change of its own that fill() would race.
      await form.getByLabel('Property Value', { exact: true }).click();
      await form.getByLabel('Property Value', { exact: true }).fill('600000');
      await expect(loan).toHaveAttribute('aria-invalid', 'false');
      await expect(list.getByRole('link', { name: `Base Loan Amount: ${LOWER}` })).toHaveCount(0);
    });
  }

  test('Submit is disabled until every answer is in, with the list beside it; a lookup that could not run leaves it pressable', async ({ page }) => {
    const form = await openForm(page, BROKER.route, BROKER.headline);
    const submit = form.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    // Focused first, as a visitor's click does (selectOption alone does not): the form's validation
    // loads when the visitor reaches it.
    await form.getByLabel('Loan Purpose', { exact: true }).focus();
    await form.getByLabel('Loan Purpose', { exact: true }).selectOption({ label: 'Purchase' });
    const list = form.getByRole('list', { name: 'Still needed before you can submit:' });
    await expect(list.getByRole('link', { name: 'Property Zip Code', exact: true })).toBeVisible();
    await expect(submit).toHaveAccessibleDescription(/^Still needed before you can submit:/);
    // A link takes the visitor to its field, on the first press, even while the list follows the
    // purpose just chosen (the list holds still under a pressed pointer: forms/ui/FieldLinks).
    await list.getByRole('link', { name: 'Property Zip Code', exact: true }).click();
    await expect(form.getByLabel('Property Zip Code', { exact: true })).toBeFocused();

    await form.getByLabel('Base Loan Amount', { exact: true }).fill('450000');
    await form.getByLabel('Property Value', { exact: true }).fill('600000');
    await form.getByLabel('Representative FICO', { exact: true }).selectOption({ label: '740-759' });
    await form.getByLabel('Months of Reserves', { exact: true }).fill('12');
    await form.getByLabel('Documentation Type', { exact: true }).selectOption({ label: 'Full Documentation' });
    await form.getByLabel('Citizenship', { exact: true }).selectOption({ label: 'U.S. Citizen' });
    await form.getByLabel('# of Properties Financed', { exact: true }).fill('2');
    await form.getByLabel('Property Zip Code', { exact: true }).fill('92101');
    await form.getByLabel('Property Type', { exact: true }).selectOption({ label: 'Condominium' });
    await form.getByLabel('Occupancy', { exact: true }).selectOption({ label: 'Primary Residence' });
    await form.getByLabel('Broker Compensation', { exact: true }).selectOption({ label: 'Borrower-Paid' });
    await form.getByLabel('NMLS ID', { exact: true }).fill('123456');
    await form.getByLabel('Email', { exact: true }).fill('broker@example.com');
    await expect(list.getByRole('link')).toHaveText(['Cell Phone']);
    await form.getByLabel('Cell Phone', { exact: true }).pressSequentially('5551234567');
    await expect(submit).toBeEnabled();
    await expect(list).toHaveCount(0);

    // The lookup service is down (503) once: the visitor is told, and Submit stays pressable.
    let failures = 1;
    await page.route('**/leads/nmls?*', (route) => (failures-- > 0 ? route.fulfill({ status: 503, body: 'busy' }) : route.continue()));
    await submit.click();
    const nmls = form.getByLabel('NMLS ID', { exact: true });
    await expect(nmls).toHaveAccessibleDescription('Error: We could not check this NMLS ID right now. Please press Submit to try again.');
    await expect(submit).toBeEnabled();
    expect(receiver.leads).toEqual([]);
    await expectNoAxeViolations(page);
    // Pressed again, the lookup answers and the scenario is sent.
    await submit.click();
    await expect(page.getByText('Submitted!')).toBeVisible();
    expect(receiver.lookups).toEqual(['123456']);
    expect(receiver.leads).toHaveLength(1);
    expect(receiver.leads[0]!.body).toMatchObject({ NMLS__c: '123456', Base_Loan_Amount__c: 450000, Appraised_Value__c: 600000 });
  });
});

test.describe("the quote's down payment (AXB /personal/borrow/mortgages/)", () => {
  const QUOTE = { route: '/personal/borrow/mortgages/', headline: "Today's Mortgage Rates: Purchase or Refinance" };

  /** The quote with a $300,000 purchase price and the given down payment, each field clicked first as a visitor does. */
  async function quoteWithDownPayment(page: Page, amount: string) {
    const form = await openForm(page, QUOTE.route, QUOTE.headline);
    const price = form.getByLabel('Purchase Price', { exact: true });
    const down = form.getByLabel('Down Payment', { exact: true });
    await price.click();
    await price.fill('300000');
    await down.click();
    await down.fill(amount);
    const leave = () => form.getByLabel('Zip Code', { exact: true }).focus();
    /** The price changes in one step (a paste), and the visitor moves on. */
    const changePrice = async (to: string) => {
      await price.click();
      await price.fill(to);
      await leave();
    };
    return { form, down, leave, changePrice };
  }

  test('the bounds follow either field: the price changed last', async ({ page }) => {
    const { form, down, leave, changePrice } = await quoteWithDownPayment(page, '3000');
    // Without a percent the dollars stay as typed when the price changes (the pair follows a percent).
    await form.getByLabel('Down Payment Percent', { exact: true }).fill('');
    await leave();
    await expect(down).toHaveAttribute('aria-invalid', 'false');
    await changePrice('400000');
    await expect(down).toHaveAccessibleDescription('Error: Value must be between $4,000 and $400,000.');
    await expect(down).toHaveAttribute('aria-invalid', 'true');
    await expect(down).toHaveValue('$3,000.00');
  });

  test('the bounds follow either field: the down payment changed last', async ({ page }) => {
    const { down, leave, changePrice } = await quoteWithDownPayment(page, '2999');
    await leave();
    await expect(down).toHaveAccessibleDescription('Error: Value must be between $3,000 and $300,000.');
    // 1 percent of 299,900 is the amount the field already holds.
    await changePrice('299900');
    await expect(down).toHaveAttribute('aria-invalid', 'false');
    await expect(down).toHaveValue('$2,999.00');
  });
});

test("the default email check runs as the address is typed, with the form's own message (AXB equipment finance)", async ({ page }) => {
  const form = await openForm(page, '/commercial/lending/equipment-finance/', 'Tell us about the equipment');
  const field = (text: string) => form.getByLabel(text, { exact: true });
  await field('First Name').fill('Ada');
  await field('Last Name').fill('Lovelace');
  await field('Business Phone').pressSequentially('5551234567');
  await field('Business Name').fill('Lovelace Logistics');
  await field('Annual Gross Revenue').selectOption('$10MM-$20MM');
  await form.getByRole('radio', { name: '2-5 Years in Business' }).check();
  await form.getByRole('radio', { name: 'Borrower' }).check();
  // A throwaway address (the default email check, `disposable`): refused as it is typed, before any Submit.
  await field('Business Email').fill('ada@mailinator.com');
  await expect(field('Business Email')).toHaveAccessibleDescription('Error: Business Email is required.');
  await expect(field('Business Email')).toHaveAttribute('aria-invalid', 'true');
  const submit = form.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page);
  // A lasting address passes; the lead is sent with it.
  await field('Business Email').fill('ada@lovelace-logistics.example');
  await expect(field('Business Email')).toHaveAttribute('aria-invalid', 'false');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Submitted!')).toBeVisible();
  expect(receiver.leads).toHaveLength(1);
  expect(receiver.leads[0]!.body).toMatchObject({ email: 'ada@lovelace-logistics.example', first_name: 'Ada' });
});

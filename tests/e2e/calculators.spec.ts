/**
 * The calculators of spec 02 in the exported sites, one test per kind, in Chromium: each on its
 * sample page (AXB financial tools, savings, checking and customer support; AXI trading and managed
 * portfolios; LVF loans), driven with the keyboard and mouse as a visitor would, and checked with
 * axe in the states tested. Third-party frames are answered by a stub page that posts its height,
 * so the resizing is tested without the network.
 */
import { expect, type Locator, type Page, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';

const { brands } = selectedBrands();
const AXB = brandOrigin('AXB');
const AXI = brandOrigin('AXI');
const LVF = brandOrigin('LVF');

test.use({ viewport: { width: 1280, height: 800 } });

/** A stub for every third-party frame: a page that reports its height to the parent, as embeddable calculators do. */
async function stubFrames(page: Page, height: number): Promise<void> {
  await page.route(/^https:\/\/(calculators|atm)\.axosbank\.com\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Stub</title><body><p>Calculator</p><script>parent.postMessage({ height: ${height} }, '*');</script></body></html>`,
    }),
  );
}

/** Opens a page once its scripts have run, so typing reaches the hydrated calculators. */
async function open(page: Page, url: string, headline: string): Promise<Locator> {
  await page.goto(url, { waitUntil: 'networkidle' });
  const section = page.getByRole('region', { name: headline });
  await section.scrollIntoViewIfNeeded();
  return section;
}

async function retype(field: Locator, text: string): Promise<void> {
  await field.fill('');
  if (text) await field.pressSequentially(text);
}

test.describe('AXB calculators', () => {
  test.skip(!brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');
  test.beforeEach(({ page }) => stubFrames(page, 1500));

  test('APY: the defaults give $2,236.37; Calculate lists the problems, which clear on valid input', async ({ page }) => {
    const section = await open(page, `${AXB}/personal/plan/financial-tools/`, 'See how your savings can grow');
    const results = section.getByRole('status', { name: 'APY results' });
    await expect(results).toContainText('Ending balance$2,236.37');
    await section.getByRole('combobox', { name: 'Compounding' }).selectOption('Yearly');
    await expect(section.getByRole('textbox', { name: 'APY' })).toHaveValue('2.32');
    await retype(section.getByRole('textbox', { name: 'Months' }), '');
    await retype(section.getByRole('textbox', { name: 'APR' }), '0');
    await section.getByRole('button', { name: 'Calculate' }).click();
    await expect(section.getByRole('alert').getByRole('listitem')).toHaveText(['Months must be a positive number.', 'APR must be a positive number.']);
    await expect(section.getByRole('textbox', { name: 'Months' })).toHaveAccessibleDescription('Months must be a positive number.');
    await expectNoAxeViolations(page);
    await retype(section.getByRole('textbox', { name: 'Months' }), '12');
    await retype(section.getByRole('textbox', { name: 'APR' }), '2.32');
    await expect(section.getByRole('alert')).toHaveCount(0);
    await section.getByRole('button', { name: 'Calculate' }).click();
    // Compounded yearly, 2.32% APR is 2.32% APY: FV((1.0232)^(1/12) − 1, 12, -100, -1000) = 2,235.91
    await expect(results).toContainText('Ending balance$2,235.91');
  });

  test('Monthly Payment: the range message, then $188.71 for 10,000 at 5% over 60 months', async ({ page }) => {
    const section = await open(page, `${AXB}/personal/plan/financial-tools/`, 'Estimate a monthly loan payment');
    const amount = section.getByRole('textbox', { name: 'Loan Amount' });
    await amount.pressSequentially('9999');
    await section.getByRole('button', { name: 'Calculate' }).click();
    await expect(amount).toHaveAccessibleDescription('Error: Please enter an amount between $10,000 and $90,000.');
    await expect(section.getByRole('textbox', { name: 'Interest Rate' })).toHaveAccessibleDescription('Error: Please enter an Interest Rate.');
    await expectNoAxeViolations(page);
    await retype(amount, '10000');
    await section.getByRole('textbox', { name: 'Interest Rate' }).pressSequentially('5');
    await expect(section.getByText('Please enter an amount between $10,000 and $90,000.')).toHaveCount(0);
    await section.getByRole('textbox', { name: 'Interest Rate' }).press('Enter');
    await expect(section.getByRole('status', { name: 'Monthly payment results' })).toContainText('Monthly Payment$188.71');
  });

  test('Max Loan: the messages, then $26,495.35 for 500 a month at 5% over 60 months', async ({ page }) => {
    const section = await open(page, `${AXB}/personal/plan/financial-tools/`, 'How much can you borrow?');
    await section.getByRole('button', { name: 'Calculate' }).click();
    const payment = section.getByRole('textbox', { name: 'Monthly Payment' });
    await expect(payment).toHaveAccessibleDescription('Error: Please enter a valid Monthly Payment amount.');
    await expect(section.getByRole('textbox', { name: 'Interest Rate' })).toHaveAccessibleDescription('Error: Please enter an Interest Rate.');
    await payment.pressSequentially('500');
    await section.getByRole('textbox', { name: 'Interest Rate' }).pressSequentially('5');
    await section.getByRole('button', { name: 'Calculate' }).click();
    await expect(section.getByRole('status', { name: 'Max loan results' })).toContainText('Maximum Loan Amount$26,495.35');
  });

  test('third-party frames: titled, sized from the map, then resized to the height they post', async ({ page }) => {
    const mortgage = await open(page, `${AXB}/personal/plan/financial-tools/`, 'Mortgage payment calculator');
    const frame = mortgage.locator('iframe[title="Mortgage payment calculator"]');
    await expect(frame).toHaveAttribute('src', 'https://calculators.axosbank.com/home/mortgage-payment');
    await expect(frame).toHaveAttribute('height', '1500');
    const college = page.getByRole('region', { name: 'Save for college' }).locator('iframe');
    await college.scrollIntoViewIfNeeded();
    await expect(college).toHaveAttribute('title', 'College savings calculator');
    await expect(college).toHaveAttribute('height', '1500');
  });

  test('ATM locator: the locator frame on customer support', async ({ page }) => {
    const section = await open(page, `${AXB}/customer-support/`, 'Find a fee-free ATM');
    const frame = section.locator('iframe');
    await expect(frame).toHaveAttribute('title', 'ATM locator: find a fee-free ATM near you');
    await expect(frame).toHaveAttribute('src', 'https://atm.axosbank.com/locator');
    await expect(frame).toHaveAttribute('height', '1500');
  });

  test("APY Balance: $495.00 on 15,000; over 50,000 clamps with 'max balance: $50,000'", async ({ page }) => {
    const section = await open(page, `${AXB}/personal/bank/savings-accounts/`, 'Compare what your balance could earn');
    const results = section.getByRole('status', { name: 'APY balance results' });
    await expect(results).toContainText('Our rate, 3.3% APY$495.00');
    const balance = section.getByRole('textbox', { name: 'Balance' });
    await retype(balance, '75000');
    await expect(balance).toHaveValue('50000');
    await expect(balance).toHaveAccessibleDescription('max balance: $50,000');
    await expect(results).toContainText('Our rate, 3.3% APY$1,650.00');
    await expectNoAxeViolations(page);
    await retype(balance, '1000');
    await expect(section.getByText('max balance: $50,000')).toHaveCount(0);
  });

  test('APY Balance AxosOne: $486.00 on 10,000; digits only; empty is $0.00', async ({ page }) => {
    const section = await open(page, `${AXB}/personal/bank/checking-accounts/`, 'See what AxosOne could earn you');
    const results = section.getByRole('status', { name: 'AxosOne APY balance results' });
    await expect(results).toContainText('Our rate, 4.86% APY$486.00');
    const balance = section.getByRole('textbox', { name: 'Balance' });
    await retype(balance, '');
    await expect(results).toContainText('Our rate, 4.86% APY$0.00');
    await balance.pressSequentially('5x0.00');
    await expect(balance).toHaveValue('5000');
    await expect(results).toContainText('Our rate, 4.86% APY$243.00');
  });

  test('a page ships only the calculator it shows', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(AXB)) scripts.push(response.text());
    });
    await open(page, `${AXB}/personal/bank/savings-accounts/`, 'Compare what your balance could earn');
    const code = (await Promise.all(scripts)).join('\n');
    expect(code).toContain('max balance: $50,000');
    expect(code).not.toContain('Borrowed amount must be at least');
    expect(code).not.toContain('Please enter an amount between');
  });
});

test.describe('AXI calculators', () => {
  test.skip(!brands.includes('AXI'), 'AXI not selected by E2E_BRANDS');

  test("Margin Trading: accepted keys only, the borrowed minimum clears the results, 'Balance over $500k'", async ({ page }) => {
    const section = await open(page, `${AXI}/invest/self-directed-trading/`, 'Compare the cost of margin');
    const results = section.getByRole('status', { name: 'Margin cost results' });
    await expect(results).toContainText('Save up to 10%');
    const cash = section.getByRole('textbox', { name: 'Cash' });
    const securities = section.getByRole('textbox', { name: 'Securities' });
    await retype(securities, '0');
    // e, - and , are refused; the digits and the point go in.
    await retype(cash, '1e9-9,9.5');
    await expect(cash).toHaveValue('1999.5');
    await expect(section.getByRole('alert')).toHaveText('* Borrowed amount must be at least $2000');
    await expect(results).toBeEmpty();
    await expectNoAxeViolations(page);
    await cash.press('Home');
    await cash.press('5');
    await expect(cash).toHaveValue('51999.5');
    await expect(section.getByRole('alert')).toHaveCount(0);
    await expect(results).toContainText('Save up to 9%');
    await retype(cash, '500000');
    await expect(results).toContainText('Balance over $500k');
    const days = section.getByRole('textbox', { name: 'Duration (days)' });
    await retype(days, '99999');
    await expect(days).toHaveValue('9999');
  });

  test('Annual Fee: a slider from $500 to $500,000 moved by the keyboard', async ({ page }) => {
    const section = await open(page, `${AXI}/invest/managed-portfolios/`, 'Estimate your advisory fee');
    const slider = section.getByRole('slider', { name: 'Account Balance' });
    const results = section.getByRole('status', { name: 'Annual fee estimate' });
    await expect(slider).toHaveAttribute('aria-valuetext', '$100,000');
    await expect(results).toContainText('Estimated Monthly Fee$20.00');
    await slider.focus();
    await slider.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', '$100,500');
    await expect(results).toContainText('Estimated Monthly Fee$20.10');
    await slider.press('End');
    await expect(results).toContainText('Estimated Monthly Fee$100.00');
    await slider.press('Home');
    await expect(slider).toHaveAttribute('aria-valuetext', '$500');
    await expect(results).toContainText('Estimated Monthly Fee$0.10');
  });
});

test.describe('LVF calculator', () => {
  test.skip(!brands.includes('LVF'), 'LVF not selected by E2E_BRANDS');

  test('Calculate a Loan Payment: $426.03 on the defaults; both fields required', async ({ page }) => {
    const section = await open(page, `${LVF}/loans/`, 'Calculate a loan payment');
    const results = section.getByRole('status', { name: 'Loan payment results' });
    await expect(results).toContainText('Monthly Payment$426.03');
    await expect(section.getByRole('combobox', { name: 'Years' }).getByRole('option')).toHaveText(['20 years']);
    const amount = section.getByRole('textbox', { name: 'Loan Amount' });
    const rate = section.getByRole('textbox', { name: 'Interest Rate' });
    await retype(amount, '');
    await retype(rate, '');
    await section.getByRole('button', { name: 'Calculate' }).click();
    await expect(amount).toHaveAccessibleDescription('Error: * loan amount required');
    await expect(rate).toHaveAccessibleDescription('Error: * interest rate required');
    await expect(results).toBeEmpty();
    await expectNoAxeViolations(page);
    await amount.pressSequentially('12345678901234');
    await expect(amount).toHaveValue('1234567890');
    await retype(amount, '100000');
    await rate.pressSequentially('6.00000');
    await expect(rate).toHaveValue('6.0000');
    await section.getByRole('button', { name: 'Calculate' }).click();
    await expect(results).toContainText('Monthly Payment$716.43');
  });
});

/**
 * No layout shift from the page's first paint while a form is filled in and validated (issue 40):
 * every field keeps room for the longest message its rule can give (forms/ui/FieldDescription.tsx),
 * and the still-needed list of a long form or a step keeps the room of the rows its first check
 * will show from the first paint (FormShell's `firstListed`), so errors appearing, changing and
 * going, and the list arriving, move nothing. Each form's required fields are left empty, given
 * wrong values and then right ones, with a real mouse and keyboard, at phone (390 px) and desktop
 * (1280 px) widths; the browser's own 'layout-shift' entries are summed from the first paint on,
 * those that follow input included (the CLS metric leaves those out), and must be none. And a page
 * that arrives with a pause after its form paints the form in place (scripts/lib/reveal-boundaries.ts).
 * In the AXB export (build it first); nothing is sent.
 */
import http from 'node:http';
import { expect, type Locator, type Page, test as base } from './fixtures';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';
import { openForm, pressAndRelease, recordShifts, type Shift, shiftsSince, WIDTHS } from './form-pointer';

/** `shifts()`: every layout shift of the page since its first paint (recorded before it is opened). */
const test = base.extend<{ shifts: () => Promise<Shift[]> }>({
  shifts: async ({ page }, use) => {
    await recordShifts(page);
    await use(() => shiftsSince(page));
  },
});

test.skip(!selectedBrands().brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');

/** Empties a text field the way a visitor does: everything selected, then deleted. */
async function clear(page: Page, field: Locator) {
  await field.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
}

const PRIVACY_QUESTIONS: [RegExp, string][] = [
  [/^Are you a California resident\?/, 'California Resident is required.'],
  [/^Do you want us to correct/, 'Request Correction of Information is required.'],
  [/^Do you want us to delete/, 'Delete Personal Information is required.'],
  [/^Do you want to opt out/, 'Opt Out of Sale of Information is required.'],
];

const group = (form: Locator, name: RegExp) => form.getByRole('radiogroup', { name });

const NEXT_STEP_LIST = 'Still needed before you can go to the next step:';

for (const width of WIDTHS) {
  test(`${width} px, the general lead form: from the first paint through filling it in and validating it, no layout shift`, async ({ page, shifts }) => {
    const form = await openForm(page, width, '/customer-support/');
    const names = ['First Name', 'Last Name', 'Email', 'Phone'];
    const field = (name: string) => form.getByRole('textbox', { name });
    // Each field entered and left empty, by mouse: its required error appears as the next is pressed.
    for (const name of names) await pressAndRelease(page, field(name));
    const consent = form.getByRole('checkbox', { name: /^I agree to the Terms and Conditions/ });
    await pressAndRelease(page, consent);
    for (const name of names) await expect(field(name)).toHaveAccessibleDescription(`Error: ${name} is required.`);
    // Then filled in: the errors go as the values become valid.
    const values: Record<string, string> = { 'First Name': 'Ada', 'Last Name': 'Lovelace', Email: 'ada@example.com', Phone: '5551234567' };
    for (const name of names) {
      await pressAndRelease(page, field(name));
      await field(name).pressSequentially(values[name] ?? '');
    }
    await pressAndRelease(page, consent);
    for (const name of names) await expect(field(name)).toHaveAttribute('aria-invalid', 'false');
    expect(await shifts()).toEqual([]);
  });

  test(`${width} px, the privacy request, step 1: from the first paint through its list's arrival, its errors and its answers, no layout shift`, async ({
    page,
    shifts,
  }) => {
    const form = await openForm(page, width, '/privacy-request/');
    // Each question entered and left unanswered: the first focus checks the whole step (the list beside
    // Next arrives then), and each question's error appears as focus leaves it.
    for (const [name] of PRIVACY_QUESTIONS) {
      await group(form, name).getByRole('radio', { name: 'Yes' }).focus();
      await page.keyboard.press('Tab');
    }
    for (const [name, message] of PRIVACY_QUESTIONS) await expect(group(form, name)).toHaveAccessibleDescription(`Error: ${message}`);
    await expect(form.getByRole('list', { name: NEXT_STEP_LIST }).getByRole('link')).toHaveCount(4);
    // Then answered (No: a Yes to the correction would reveal a question, which is meant to move what follows).
    for (const [name] of PRIVACY_QUESTIONS) await pressAndRelease(page, group(form, name).getByRole('radio', { name: 'No' }));
    for (const [name] of PRIVACY_QUESTIONS) await expect(group(form, name)).toHaveAttribute('aria-invalid', 'false');
    await expect(form.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(await shifts()).toEqual([]);
  });

  test(`${width} px, the privacy request, step 1: its list arriving with Next and the footer in view moves nothing`, async ({ page, shifts }) => {
    const form = await openForm(page, width, '/privacy-request/');
    // The footer's top 100 px at the bottom of the window, Next above it: scrolled to the footer itself,
    // the browser's scroll anchoring would keep the footer still whatever came above it.
    const footer = page.getByRole('contentinfo');
    await footer.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight + 100));
    await expect(form.getByRole('button', { name: 'Next' })).toBeInViewport();
    await expect(footer).toBeInViewport();
    // The visitor has reached the form (focus in it: the first check runs and the list arrives) and is
    // looking at the bottom of the form, as when the check comes late on a loaded machine.
    await group(form, /^Are you a California resident\?/)
      .getByRole('radio', { name: 'Yes' })
      .evaluate((radio: HTMLElement) => radio.focus({ preventScroll: true }));
    await expect(form.getByRole('list', { name: NEXT_STEP_LIST }).getByRole('link')).toHaveCount(4);
    expect(await shifts()).toEqual([]);
  });

  // It validates on change only (its definition's mode): errors come from what is typed.
  test(`${width} px, the vendor questionnaire: from the first paint through filling it in and validating it, no layout shift`, async ({ page, shifts }) => {
    const form = await openForm(page, width, '/about/vendor-questionnaire/');
    const name = form.getByRole('textbox', { name: 'Company Name' });
    const phone = form.getByRole('textbox', { name: 'Company Phone' });
    const year = form.getByRole('textbox', { name: 'Year Founded' });
    await pressAndRelease(page, name);
    await name.pressSequentially('A');
    await clear(page, name);
    await expect(name).toHaveAccessibleDescription('Error: Please complete this required field.');
    await pressAndRelease(page, phone);
    await phone.pressSequentially('555');
    await expect(phone).toHaveAccessibleDescription('Error: Please complete this required field.');
    await pressAndRelease(page, year);
    await year.pressSequentially('19');
    await expect(year).toHaveAccessibleDescription(
      'Error: Enter the year the company was founded as four digits, for example 1998. Four digits, for example 1998.',
    );
    await expect(form.getByRole('list', { name: 'Still needed before you can submit:' }).getByRole('link', { name: 'Company Name' })).toBeVisible();
    // Then corrected.
    await pressAndRelease(page, name);
    await name.pressSequentially('Acme');
    await pressAndRelease(page, phone);
    await phone.pressSequentially('1234567');
    await pressAndRelease(page, year);
    await year.press('End');
    await year.pressSequentially('98');
    for (const field of [name, phone, year]) await expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(await shifts()).toEqual([]);
  });

  test(`${width} px, the commercial lending inquiry (spec 03): from the first paint through filling it in and validating it, no layout shift`, async ({
    page,
    shifts,
  }) => {
    const form = await openForm(page, width, '/commercial/lending/bridge-and-construction-lending/');
    const field = (name: string) => form.getByRole('textbox', { name });
    const required = [
      ['First Name', 'First Name is required.'],
      ['Last Name', 'Last Name is required.'],
      ['Business Email', 'Business Email is required.'],
      ['Business Phone', 'Business Phone is required.'],
    ] as const;
    for (const [name] of required) await pressAndRelease(page, field(name));
    await pressAndRelease(page, form.getByRole('radio', { name: '2-5 Years in Business' }));
    for (const [name, message] of required) await expect(field(name)).toHaveAccessibleDescription(`Error: ${message}`);
    // A name that breaks the pattern gets the other message.
    await pressAndRelease(page, field('First Name'));
    await field('First Name').pressSequentially('1');
    await expect(field('First Name')).toHaveAccessibleDescription('Error: Invalid first name');
    await clear(page, field('First Name'));
    const values: Record<string, string> = {
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      'Business Email': 'ada@example.com',
      'Business Phone': '5551234567',
    };
    for (const [name] of required) {
      await pressAndRelease(page, field(name));
      await field(name).pressSequentially(values[name] ?? '');
    }
    await pressAndRelease(page, form.getByRole('radio', { name: '2-5 Years in Business' }));
    for (const [name] of required) await expect(field(name)).toHaveAttribute('aria-invalid', 'false');
    expect(await shifts()).toEqual([]);
  });
}

/**
 * AXB's export through a server of its own that sends the page at `route` in two parts, split where
 * `pauseAt` says, the second `pauseMs` after the first: a phone whose connection delivers a packet
 * late. Returns when the browser painted first and when the page had arrived.
 */
async function openPaused(page: Page, route: string, pauseAt: (html: string) => number): Promise<{ paint: number; responseEnd: number }> {
  const upstream = brandOrigin('AXB');
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    void fetch(upstream + url).then(async (answer) => {
      // fetch has decompressed the body: it goes on without a content-encoding.
      const body = Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
      if (url !== route) return void response.end(body);
      const html = body.toString('utf8');
      const at = pauseAt(html);
      response.write(html.slice(0, at));
      setTimeout(() => response.end(html.slice(at)), PAUSE_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  try {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      responseEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
    }));
    expect(timings.paint, 'the browser reports its first contentful paint').toBeLessThan(Infinity);
    return timings;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const PAUSE_MS = 1_500;
const VENDOR = '/about/vendor-questionnaire/';

// React used to write a form's HTML hidden at the end of the page and move it into place from the
// script that followed it, so a browser that painted during a pause before that script showed the
// page without its form, then moved what followed it down.
test('390 px, the vendor questionnaire arriving with a pause before the first script after its form: the first paint has the form in place, nothing moves', async ({
  page,
  shifts,
}) => {
  const { paint, responseEnd } = await openPaused(page, VENDOR, (html) => html.indexOf('<script', html.lastIndexOf('</form>')));
  // The premise: the browser painted while the rest of the page was held back.
  expect(paint).toBeLessThan(responseEnd);
  await expect(page.getByRole('form', { name: 'Tell us about your company' })).toBeVisible();
  expect(await shifts()).toEqual([]);
});

test('390 px, the vendor questionnaire arriving with a pause inside its header: nothing is painted until its main content is in, nothing moves', async ({
  page,
  shifts,
}) => {
  // Inside the header's row, in the menu the hamburger opens: before the Sign In button that follows it.
  const { paint, responseEnd } = await openPaused(page, VENDOR, (html) => html.indexOf('Sign In'));
  // The first paint waited for the rest of the page (PageShell's render-blocking link): without
  // the link it comes during the pause, about 1.4 s before the response's end.
  expect(paint).toBeGreaterThan(responseEnd - 200);
  await expect(page.getByRole('form', { name: 'Tell us about your company' })).toBeVisible();
  expect(await shifts()).toEqual([]);
});

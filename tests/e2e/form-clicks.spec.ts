/**
 * No lost click (issue 40, docs/forms-accessibility.md): with an empty required field focused, a
 * press and release with a real mouse on a checkbox, a radio or a button below it lands on that
 * control, although the press moves focus and the field validates on leaving. The mouse goes to
 * the control's box as measured before the press, as a visitor's pointer stays where it was; a
 * layout that moved the control between the press and the release would make the browser send no
 * click. At phone (390 px) and desktop (1280 px) widths, in the AXB export (build it first). Nothing
 * is sent, so these tests do not need the lead receiver (lead-forms*.spec.ts).
 *
 * Then the layout shift while a form is filled in and validated, read from the browser's own
 * 'layout-shift' entries: 0, counting the shifts that follow input (which the CLS metric leaves out)
 * as well as the others.
 */
import { expect, type Locator, type Page, test } from './fixtures';
import { brandOrigin } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';

test.skip(!selectedBrands().brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');

const WIDTHS = [390, 1280] as const;

/** Presses and releases the left button on the middle of `target`'s box, measured before the press. */
async function pressAndRelease(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box, 'the control has a box on the page').not.toBeNull();
  if (box === null) return;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
}

async function openForm(page: Page, width: number, route: string): Promise<Locator> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${brandOrigin('AXB')}${route}`, { waitUntil: 'networkidle' });
  return page.locator('main form');
}

interface Case {
  form: string;
  route: string;
  /** The empty required field focused first, what carries its description, and what it says once left. */
  field: (form: Locator) => Locator;
  described?: (form: Locator) => Locator;
  /** What is typed into the field first, on a form that validates on change only. */
  typed?: string;
  error: string;
  /** The control pressed, below the field, and what shows that the press landed. */
  control: string;
  target: (form: Locator) => Locator;
  landed: (target: Locator, form: Locator) => Promise<void>;
}

const checked = async (target: Locator) => expect(target).toBeChecked();

const californiaResident = (form: Locator) => form.getByRole('radiogroup', { name: /^Are you a California resident\?/ });

const CASES: Case[] = [
  {
    form: 'the general lead form',
    route: '/customer-support/',
    field: (form) => form.getByRole('textbox', { name: 'Phone' }),
    error: 'Error: Phone is required.',
    control: 'the consent checkbox',
    target: (form) => form.getByRole('checkbox', { name: /^I agree to the Terms and Conditions/ }),
    landed: checked,
  },
  {
    form: 'the privacy request',
    route: '/privacy-request/',
    field: (form) => californiaResident(form).getByRole('radio', { name: 'Yes' }),
    described: californiaResident,
    error: 'Error: California Resident is required.',
    control: 'a checkbox',
    target: (form) => form.getByRole('checkbox', { name: /^The categories of personal information/ }),
    landed: checked,
  },
  {
    form: 'the privacy request',
    route: '/privacy-request/',
    field: (form) => californiaResident(form).getByRole('radio', { name: 'Yes' }),
    described: californiaResident,
    error: 'Error: California Resident is required.',
    control: "the correction question's Yes radio",
    target: (form) => form.getByRole('radiogroup', { name: /^Do you want us to correct/ }).getByRole('radio', { name: 'Yes' }),
    landed: checked,
  },
  {
    // It validates on change only (its definition's mode), so the field is given a wrong value: its
    // error, two lines long at 390 px, shows as it is typed and stays as the field is left.
    form: 'the vendor questionnaire',
    route: '/about/vendor-questionnaire/',
    field: (form) => form.getByRole('textbox', { name: 'Year Founded' }),
    typed: '19',
    error: 'Error: Enter the year the company was founded as four digits, for example 1998. Four digits, for example 1998.',
    control: "the 'Add an officer' button",
    target: (form) => form.getByRole('button', { name: 'Add an officer' }),
    landed: async (_target, form) => expect(form.getByRole('textbox', { name: 'Officer Name' })).toHaveCount(2),
  },
  {
    form: 'the commercial lending inquiry (spec 03)',
    route: '/commercial/lending/bridge-and-construction-lending/',
    field: (form) => form.getByRole('textbox', { name: 'Business Phone' }),
    error: 'Error: Business Phone is required.',
    control: 'a Time in Business radio',
    target: (form) => form.getByRole('radio', { name: '2-5 Years in Business' }),
    landed: checked,
  },
];

for (const width of WIDTHS) {
  for (const item of CASES) {
    test(`${width} px, ${item.form}: a press on ${item.control} below a focused empty field lands, and the field shows its error`, async ({ page }) => {
      const form = await openForm(page, width, item.route);
      const field = item.field(form);
      const target = item.target(form);
      await field.focus();
      if (item.typed !== undefined) await field.pressSequentially(item.typed);
      await expect(field).toBeFocused();
      await pressAndRelease(page, target);
      await item.landed(target, form);
      // Validation on leaving the field still ran: its error is shown and described.
      const described = item.described?.(form) ?? field;
      await expect(described).toHaveAccessibleDescription(item.error);
      await expect(described).toHaveAttribute('aria-invalid', 'true');
    });
  }
}

/** Every 'layout-shift' entry from now on, kept in the page for `shifts` to read. */
async function recordShifts(page: Page) {
  await page.evaluate(() => {
    const entries: { value: number; hadRecentInput: boolean }[] = [];
    (window as unknown as { layoutShifts: typeof entries }).layoutShifts = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        entries.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
      }
    }).observe({ type: 'layout-shift' });
  });
}

/** The total shift, and the part that did not follow input (what the CLS metric counts). */
async function shifts(page: Page) {
  // The observer is told of a frame's shifts after the frame: one more frame makes sure they are in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => {
    const entries = (window as unknown as { layoutShifts: { value: number; hadRecentInput: boolean }[] }).layoutShifts;
    const sum = (list: typeof entries) => list.reduce((total, entry) => total + entry.value, 0);
    return { all: sum(entries), withoutRecentInput: sum(entries.filter((entry) => !entry.hadRecentInput)) };
  });
}

for (const width of WIDTHS) {
  test(`${width} px, the general lead form: filling it in and validating it shifts no layout`, async ({ page }) => {
    const form = await openForm(page, width, '/customer-support/');
    await recordShifts(page);
    const names = ['First Name', 'Last Name', 'Email', 'Phone'];
    // Each field entered and left empty, by mouse: its required error appears as the next is pressed.
    for (const name of names) await pressAndRelease(page, form.getByRole('textbox', { name }));
    const consent = form.getByRole('checkbox', { name: /^I agree to the Terms and Conditions/ });
    await pressAndRelease(page, consent);
    for (const name of names) {
      await expect(form.getByRole('textbox', { name })).toHaveAccessibleDescription(`Error: ${name} is required.`);
    }
    // Then filled in: the errors go as the values become valid.
    const values = { 'First Name': 'Ada', 'Last Name': 'Lovelace', Email: 'ada@example.com', Phone: '5551234567' };
    for (const name of names) {
      const field = form.getByRole('textbox', { name });
      await pressAndRelease(page, field);
      await field.pressSequentially(values[name as keyof typeof values]);
    }
    await pressAndRelease(page, consent);
    for (const name of names) await expect(form.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'false');
    await expect(consent).not.toBeChecked();
    expect(await shifts(page)).toEqual({ all: 0, withoutRecentInput: 0 });
  });
}

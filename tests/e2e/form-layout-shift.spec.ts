/**
 * No layout shift while a form is filled in and validated (issue 40): every field keeps room for the
 * longest message its rule can give (forms/ui/FieldDescription.tsx), so errors appearing, changing
 * and going move nothing. Each form's required fields are left empty, given wrong values and then
 * right ones, with a real mouse and keyboard, at phone (390 px) and desktop (1280 px) widths; the
 * browser's own 'layout-shift' entries are summed, those that follow input included (the CLS metric
 * leaves those out), and must be none. In the AXB export (build it first); nothing is sent.
 */
import { expect, type Locator, type Page, test } from './fixtures';
import { selectedBrands } from './brands';
import { openForm, pressAndRelease, recordShifts, shiftsSince, WIDTHS } from './form-pointer';

test.skip(!selectedBrands().brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');

/** Empties a text field the way a visitor does: everything selected, then deleted. */
async function clear(page: Page, field: Locator) {
  await field.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
}

interface Scenario {
  form: string;
  route: string;
  /**
   * What happens before the shifts are recorded: nothing, except where a known shift that is not validation's
   * is taken apart (the privacy request's list beside Next, below).
   */
  before?: (page: Page, form: Locator) => Promise<void>;
  /** Makes errors show and go, waiting for each to be shown and to go. */
  fillIn: (page: Page, form: Locator) => Promise<void>;
}

const SCENARIOS: Scenario[] = [
  {
    form: 'the general lead form',
    route: '/customer-support/',
    async fillIn(page, form) {
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
    },
  },
  {
    form: 'the privacy request, step 1',
    route: '/privacy-request/',
    // The list beside Next arrives with the first focus (the whole step is checked then) and moves what is
    // below the form when that is in view: the one shift left open in issue 40 (docs/forms-accessibility.md).
    // It is taken apart so that this test measures what it names, every error shown and gone; measured on
    // its own, it is the step to fix next, not a flake of this test.
    async before(page, form) {
      await form.getByRole('radiogroup', { name: /^Are you a California resident\?/ }).getByRole('radio', { name: 'Yes' }).focus();
      await expect(form.getByRole('list', { name: 'Still needed before you can go to the next step:' }).getByRole('link')).toHaveCount(4);
    },
    async fillIn(page, form) {
      const questions: [RegExp, string][] = [
        [/^Are you a California resident\?/, 'California Resident is required.'],
        [/^Do you want us to correct/, 'Request Correction of Information is required.'],
        [/^Do you want us to delete/, 'Delete Personal Information is required.'],
        [/^Do you want to opt out/, 'Opt Out of Sale of Information is required.'],
      ];
      const group = (name: RegExp) => form.getByRole('radiogroup', { name });
      // Each question entered and left unanswered: its error appears as focus leaves it.
      for (const [name] of questions) {
        await group(name).getByRole('radio', { name: 'Yes' }).focus();
        await page.keyboard.press('Tab');
      }
      for (const [name, message] of questions) await expect(group(name)).toHaveAccessibleDescription(`Error: ${message}`);
      // The list beside Next keeps its room from its arrival (before) on.
      await expect(form.getByRole('list', { name: 'Still needed before you can go to the next step:' }).getByRole('link')).toHaveCount(4);
      // Then answered (No: a Yes to the correction would reveal a question, which is meant to move what follows).
      for (const [name] of questions) await pressAndRelease(page, group(name).getByRole('radio', { name: 'No' }));
      for (const [name] of questions) await expect(group(name)).toHaveAttribute('aria-invalid', 'false');
    },
  },
  {
    // It validates on change only (its definition's mode): errors come from what is typed.
    form: 'the vendor questionnaire',
    route: '/about/vendor-questionnaire/',
    async fillIn(page, form) {
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
      // Then corrected.
      await pressAndRelease(page, name);
      await name.pressSequentially('Acme');
      await pressAndRelease(page, phone);
      await phone.pressSequentially('1234567');
      await pressAndRelease(page, year);
      await year.press('End');
      await year.pressSequentially('98');
      for (const field of [name, phone, year]) await expect(field).toHaveAttribute('aria-invalid', 'false');
    },
  },
  {
    form: 'the commercial lending inquiry (spec 03)',
    route: '/commercial/lending/bridge-and-construction-lending/',
    async fillIn(page, form) {
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
      const values: Record<string, string> = { 'First Name': 'Ada', 'Last Name': 'Lovelace', 'Business Email': 'ada@example.com', 'Business Phone': '5551234567' };
      for (const [name] of required) {
        await pressAndRelease(page, field(name));
        await field(name).pressSequentially(values[name] ?? '');
      }
      await pressAndRelease(page, form.getByRole('radio', { name: '2-5 Years in Business' }));
      for (const [name] of required) await expect(field(name)).toHaveAttribute('aria-invalid', 'false');
    },
  },
];

for (const width of WIDTHS) {
  for (const scenario of SCENARIOS) {
    test(`${width} px, ${scenario.form}: filling it in and validating it shifts no layout`, async ({ page }) => {
      const form = await openForm(page, width, scenario.route);
      await scenario.before?.(page, form);
      await recordShifts(page);
      await scenario.fillIn(page, form);
      expect(await shiftsSince(page)).toEqual([]);
    });
  }
}

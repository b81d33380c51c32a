/**
 * No lost click (issue 40, docs/forms-accessibility.md): with an empty required field focused, a
 * press and release with a real mouse on a checkbox, a radio or a button below it lands on that
 * control, although the press moves focus and the field validates on leaving. The mouse goes to
 * the control's box as measured before the press, as a visitor's pointer stays where it was; a
 * layout that moved the control between the press and the release would make the browser send no
 * click. At phone (390 px) and desktop (1280 px) widths, in the AXB export (build it first). Nothing
 * is sent, so these tests do not need the lead receiver (lead-forms*.spec.ts). The layout shift while
 * forms are filled in and validated is form-layout-shift.spec.ts's.
 */
import { expect, type Locator, test } from './fixtures';
import { selectedBrands } from './brands';
import { openForm, pressAndRelease, WIDTHS } from './form-pointer';

test.skip(!selectedBrands().brands.includes('AXB'), 'AXB not selected by E2E_BRANDS');

interface Case {
  form: string;
  route: string;
  /** The empty required field focused first, what carries its description, and what it says once left. */
  field: (form: Locator) => Locator;
  described?: (form: Locator) => Locator;
  /** What is typed into the field first, on a form that validates on change only (nothing otherwise). */
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
      await field.pressSequentially(item.typed ?? '');
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

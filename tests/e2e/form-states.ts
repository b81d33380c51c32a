/**
 * axe sees a form only as it is rendered, and an empty form shows neither its revealed fields nor
 * its errors. So the crawl puts every form on a page in those states and runs axe in each: first
 * with every checkbox ticked and the first option of every radio group chosen (what reveal rules key
 * on: "Other" ticked, a correction asked for), then with every text field typed into and emptied
 * again and left, which shows each required field's error (the lead forms validate on change and
 * blur; a calculator shows its messages when it calculates, so it is checked as it stands). Nothing
 * is sent: an emptied form is invalid, and the crawl never presses a submit button.
 */
import type { Page } from '@playwright/test';
import type { OpenStateCheck } from './open-states';

/** A guard per action, not a speed target. */
const ACTION_TIMEOUT_MS = 5_000;

/** Puts each form on the page in its revealed and its error state, running axe in each. */
export async function checkFormStates(page: Page, check: OpenStateCheck): Promise<void> {
  const forms = page.locator('main form');
  const count = await forms.count();
  if (count === 0) return;
  // The form's code is a lazily loaded chunk: the states exist once it has run.
  await page.waitForLoadState('networkidle');
  for (let index = 0; index < count; index += 1) {
    const form = forms.nth(index);
    const name = (await form.getAttribute('aria-labelledby').then((id) => (id ? page.locator(`[id="${id}"]`).textContent() : null)))?.trim() || `form ${index + 1}`;

    // Each action is bounded, so a control that cannot be used is reported instead of holding the
    // crawl until its time runs out. No `force`: the boxes and radios are the browser's own
    // (forms/ui/Field.module.scss), so a box a visitor's click cannot reach is a finding to report.
    const act = async (what: string, action: () => Promise<void>) => {
      try {
        await action();
      } catch (error) {
        check.note(`"${name}": ${what} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    };
    // By position over a selector that ticking does not change (a `:not(:checked)` list would shift
    // under the loop); boxes a tick reveals come later in the form and are reached too.
    const boxes = form.locator('input[type="checkbox"]:not([disabled])');
    for (let box = 0; box < (await boxes.count()); box += 1) {
      const target = boxes.nth(box);
      if ((await target.isVisible()) && !(await target.isChecked())) {
        await act('ticking a box', () => target.check({ timeout: ACTION_TIMEOUT_MS }));
      }
    }
    const groups = form.locator('fieldset:has(input[type="radio"])');
    for (let group = 0; group < (await groups.count()); group += 1) {
      const first = groups.nth(group).locator('input[type="radio"]:not([disabled])').first();
      if ((await first.count()) > 0 && (await first.isVisible()) && !(await first.isChecked())) {
        await act('choosing a radio', () => first.check({ timeout: ACTION_TIMEOUT_MS }));
      }
    }
    // Ticking and typing change what is inside <main> (revealed fields, errors, a calculator's
    // messages), not the header or the footer, which were checked with the page as loaded.
    await check.axe(`"${name}" with every box ticked`, { include: 'main' });

    const fields = form.locator('input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea').filter({ visible: true });
    for (const field of await fields.all()) {
      if (!(await field.isEditable())) continue;
      await act('typing into a field', async () => {
        await field.fill('1', { timeout: ACTION_TIMEOUT_MS });
        await field.fill('', { timeout: ACTION_TIMEOUT_MS });
        await field.blur({ timeout: ACTION_TIMEOUT_MS });
      });
    }
    await check.axe(`"${name}" with its errors shown`, { include: 'main' });
  }
}

/**
 * axe sees only what is rendered, and a closed menu or dialog is not. So the crawl opens every
 * disclosure (a visible button with aria-expanded and aria-controls: dropdowns, the mobile menu and
 * its sections, accordions, carousels' controls), every dialog trigger (aria-haspopup="dialog") and
 * the external-link interstitial, runs axe in each open state, and closes it again. A control is
 * checked once per brand and viewport (keyed on its accessible name and what it controls), so a
 * header repeated on every page is checked once while a page-specific sub-navigation is checked
 * where it first appears.
 */
import type { Page } from '@playwright/test';
import type { AxeScope } from './axe';

export interface OpenStateCheck {
  /**
   * Runs axe and records violations, prefixed with what is open; `scope`: the part of the page the
   * state changed (the rest is as it was when the page was checked as loaded).
   */
  axe(state: string, scope?: AxeScope): Promise<void>;
  /** Records a problem that is not an axe violation (e.g. a control that does not open). */
  note(problem: string): void;
}

interface Control {
  key: string;
  name: string;
  selector: string;
  /** What opening the control shows: the element it controls, or the open dialog. */
  panel: string;
}

/** Controls currently visible on the page that are not yet in `seen`. */
async function visibleControls(page: Page, seen: ReadonlySet<string>): Promise<Control[]> {
  const found = await page.locator('button[aria-expanded][aria-controls], button[aria-haspopup="dialog"]').evaluateAll((buttons) =>
    buttons
      .filter((button) => (button as HTMLElement).checkVisibility({ visibilityProperty: true }))
      .filter((button) => button.closest('dialog') === null)
      .map((button) => {
        const controls = button.getAttribute('aria-controls');
        const name = (button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/\s+/g, ' ').trim();
        const selector = controls ? `button[aria-controls="${CSS.escape(controls)}"]` : `button[aria-haspopup="dialog"]`;
        const panel = controls ? `#${CSS.escape(controls)}` : 'dialog[open]';
        return { key: `${name} -> ${controls ?? 'dialog'}`, name, selector, panel };
      }),
  );
  return found.filter((control) => !seen.has(control.key));
}

/** The control's button: by role and name where the name we computed matches, else by selector alone. */
async function visibleMatch(page: Page, control: Control) {
  const byName = page.getByRole('button', { name: control.name, exact: true }).and(page.locator(control.selector)).filter({ visible: true }).first();
  if ((await byName.count()) > 0) return byName;
  return page.locator(control.selector).filter({ visible: true }).first();
}

async function isOpen(page: Page, control: Control): Promise<boolean> {
  const button = await visibleMatch(page, control);
  // A control can leave the screen while another is worked (focus moving out of the mobile menu closes
  // it, and with it the buttons inside): a button no longer shown is not open, and waiting for it to
  // show again would hold the crawl until its time runs out.
  if ((await button.count()) === 0) return false;
  if ((await button.getAttribute('aria-haspopup')) === 'dialog') {
    return (await page.locator('dialog[open]').count()) > 0;
  }
  return (await button.getAttribute('aria-expanded')) === 'true';
}

/**
 * Opens each unseen control with the keyboard (Enter on the focused button: a pointer would also
 * hover, and hover-opened menus toggle closed on click), checks it, looks for controls the open
 * state revealed (the mobile menu's sections), then closes it the same way.
 */
async function checkControls(page: Page, seen: Set<string>, check: OpenStateCheck, within: string, depth: number) {
  for (const control of await visibleControls(page, seen)) {
    if (seen.has(control.key)) continue;
    seen.add(control.key);
    const button = await visibleMatch(page, control);
    if ((await button.count()) === 0 || (await isOpen(page, control))) continue;
    // Before its code has run, a header disclosure shows its panel by CSS while focus is inside, but
    // a key press does nothing; on a busy machine that code can still be running after the network
    // went idle, so wait until the disclosure says it has hydrated (data-ready) before pressing Enter.
    await button.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const root = element.closest('[data-disclosure]');
          const done = () => root === null || root.hasAttribute('data-ready');
          if (done()) return resolve();
          // Past this, press anyway: a disclosure that never hydrates is then reported as not opening.
          setTimeout(resolve, 15_000);
          const observer = new MutationObserver(() => {
            if (done()) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(root!, { attributes: true, attributeFilter: ['data-ready'] });
        }),
    );
    await button.focus();
    await page.keyboard.press('Enter');
    if (!(await waitFor(() => isOpen(page, control)))) {
      check.note(`"${control.name}" did not open when activated with Enter`);
      continue;
    }
    const state = `${within}${control.name} open`;
    // Opening a control changes the button and what it shows, nothing else (no component hides or
    // makes inert the rest of the page; a modal dialog's page is made inert by the browser): so axe
    // checks those, not the whole page again, which the crawl checked as loaded.
    await check.axe(state, { include: [control.selector, control.panel] });
    if (depth < 2) await checkControls(page, seen, check, `${state} > `, depth + 1);
    if ((await page.locator('dialog[open]').count()) > 0) {
      await page.keyboard.press('Escape');
    } else if (await isOpen(page, control)) {
      await (await visibleMatch(page, control)).focus();
      await page.keyboard.press('Enter');
    }
    if (!(await waitFor(async () => !(await isOpen(page, control))))) {
      check.note(`"${control.name}" did not close again`);
      await page.keyboard.press('Escape');
    }
  }
}

/** The external-link interstitial, opened from the first visible external link. */
async function checkInterstitial(page: Page, seen: Set<string>, check: OpenStateCheck) {
  if (seen.has('interstitial')) return;
  const link = page.locator('main a.ext-link, footer a.ext-link').filter({ visible: true }).first();
  if ((await link.count()) === 0) return;
  seen.add('interstitial');
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog[open]');
  if (!(await waitFor(async () => (await dialog.count()) > 0))) {
    check.note(`the external link "${(await link.textContent())?.trim()}" did not open the interstitial`);
    return;
  }
  await check.axe('external-link interstitial open', { include: 'dialog[open]' });
  await page.keyboard.press('Escape');
}

export async function checkOpenStates(page: Page, seen: Set<string>, check: OpenStateCheck): Promise<void> {
  const interstitialDue = !seen.has('interstitial') && (await page.locator('a.ext-link').count()) > 0;
  if (!interstitialDue && (await visibleControls(page, seen)).length === 0) return;
  // Menus and the interstitial work once their lazily loaded client code has run.
  await page.waitForLoadState('networkidle');
  await checkControls(page, seen, check, '', 0);
  await checkInterstitial(page, seen, check);
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 2_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

/**
 * What the forms' pointer and layout tests share (form-clicks.spec.ts, form-layout-shift.spec.ts): the
 * widths they run at, a press and release with a real mouse, and the browser's own record of layout
 * shifts.
 */
import { expect, type Locator, type Page } from './fixtures';
import { brandOrigin } from '../../scripts/lib/static-server';

/** A phone and a desktop. */
export const WIDTHS = [390, 1280] as const;

/** Presses and releases the left button on the middle of `target`'s box, measured before the press. */
export async function pressAndRelease(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box, 'the control has a box on the page').not.toBeNull();
  if (box === null) return;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
}

/** The AXB page at `route`, `width` px wide, and its form. */
export async function openForm(page: Page, width: number, route: string): Promise<Locator> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${brandOrigin('AXB')}${route}`, { waitUntil: 'networkidle' });
  return page.locator('main form');
}

/** A 'layout-shift' entry as the test reports it: how much, whether input came just before, and what moved. */
export type Shift = { value: number; hadRecentInput: boolean; moved: string[] };

/**
 * Keeps every 'layout-shift' entry of the pages `page` opens from now on, from each page's first
 * paint (an init script, run before the page's own, with the entries the browser buffered before it
 * observed), for `shiftsSince` to read.
 */
export async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const entries: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = entries;
    type Entry = { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
    // What moved, named so that a failure says where: the element's tag, id and first class.
    const nameOf = (node: Node | null | undefined) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.classList[0] ? `.${node.classList[0]}` : ''}` : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Entry[]) {
        entries.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, moved: entry.sources.map((source) => nameOf(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Every shift recorded since the page's first paint (`recordShifts`), those that followed input (which the CLS metric leaves out) included. */
export async function shiftsSince(page: Page): Promise<Shift[]> {
  // The observer is told of a frame's shifts after the frame: one more frame makes sure they are in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

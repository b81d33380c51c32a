/**
 * axe-core over a page, run the way @axe-core/playwright's AxeBuilder runs it (axe.runPartial in the
 * page and in each of its frames, then axe.finishRun over those partial results), without its two
 * costs per call: AxeBuilder evaluates axe's 580 kB source in the page again on every call, and opens
 * a blank page (a new renderer), evaluates the source there too and closes it, for each finishRun.
 * The crawl checks a page in many states (each menu, dialog and form state), so these were about as
 * long as the checks themselves (a page of /personal/: 3.3 s a call against 1.8 s for axe alone, on
 * a busy 2-core machine). Here axe is put into a frame once and stays there while the page is the
 * same document, and finishRun runs in one blank page per browser, in a browser context of its own
 * so a test's context never sees it (links.spec.ts counts the tabs its context has open).
 */
import axe, { type AxeResults, type ElementContext, type PartialResults, type RunOptions } from 'axe-core';
import { type Browser, expect, type Frame, type Page } from './fixtures';

/** WCAG 2.2 AA and what it includes: the rules every e2e accessibility check runs. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

export interface AxeScope {
  /** A CSS selector: only what it matches is checked (the whole page when absent). */
  include?: string;
  /** The rule tags to run; WCAG_TAGS when absent. */
  tags?: readonly string[];
  /** Rules switched on or off by id beside the tags (e.g. an experimental rule enabled by name). */
  rules?: RunOptions['rules'];
}

/** As long as AxeBuilder waits for axe's source to run in a frame below the page before it gives that frame up. */
const FRAME_INJECT_TIMEOUT_MS = 1_000;

/**
 * axe in the frame unless it is there already. A frame below the page is given up (null in the
 * results) when axe does not load in time, and configured as AxeBuilder configures it; the page
 * itself is waited for, as AxeBuilder waits.
 */
async function inject(frame: Frame, child: boolean): Promise<void> {
  const present = await frame.evaluate((version) => (window as { axe?: { version?: string } }).axe?.version === version, axe.version);
  if (!present && !child) await frame.evaluate(axe.source);
  if (!present && child) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('axe did not load in the frame in time')), FRAME_INJECT_TIMEOUT_MS);
    });
    await Promise.race([frame.evaluate(axe.source), timeout]).finally(() => clearTimeout(timer));
  }
  if (child) await frame.evaluate(() => window.axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } }));
}

/**
 * axe.runPartial in the frame and, recursively, in every frame axe names inside it: the frame's own
 * result first, then its frames' in document order, null for a frame that could not be checked (the
 * order and nulls axe.finishRun expects). Only the page's own failure is thrown.
 */
async function runPartials(frame: Frame, context: unknown, options: RunOptions, top: boolean): Promise<PartialResults> {
  // (The context goes to the page as plain JSON: axe's own type of it is too deep for Playwright's argument types.)
  const frameContexts = await frame.evaluate((scope) => window.axe.utils.getFrameContexts(scope as ElementContext), context);
  const own = frame.evaluate(({ scope, runOptions }) => window.axe.runPartial(scope as ElementContext, runOptions), { scope: context, runOptions: options });
  // Awaited below, after the frames: a rejection before then is not unhandled.
  own.catch(() => undefined);
  const children: PartialResults[] = [];
  for (const { frameSelector, frameContext } of frameContexts) {
    let partials: PartialResults = [null];
    try {
      const element = (await frame.evaluateHandle((selector) => window.axe.utils.shadowSelect(selector), frameSelector)).asElement();
      const childFrame = await element?.contentFrame();
      if (childFrame) {
        await inject(childFrame, true);
        partials = await runPartials(childFrame, frameContext, options, false);
      }
    } catch {
      partials = [null];
    }
    children.push(partials);
  }
  try {
    return [await own, ...children.flat()];
  } catch (error) {
    if (top) throw error;
    return [null];
  }
}

/** The blank page finishRun runs in: one per browser, axe put in once. */
const finishers = new WeakMap<Browser, Promise<Page>>();

async function finisher(page: Page): Promise<Page> {
  const browser = page.context().browser();
  // A persistent context has no browser to open another context in: a blank page of its own, as AxeBuilder uses.
  if (browser === null) return page.context().newPage();
  let blank = finishers.get(browser);
  if (blank === undefined) {
    blank = browser.newContext().then((context) => context.newPage());
    finishers.set(browser, blank);
  }
  const ready = await blank;
  await inject(ready.mainFrame(), false);
  return ready;
}

/** axe's results for the page as it stands now. */
export async function analyzeAccessibility(page: Page, { include, tags = WCAG_TAGS, rules }: AxeScope = {}): Promise<AxeResults> {
  const context = include === undefined ? { include: [], exclude: [] } : { include: [include], exclude: [] };
  const options: RunOptions = { ...(rules ? { rules } : {}), runOnly: { type: 'tag', values: [...tags] } };
  await inject(page.mainFrame(), false);
  const partials = await runPartials(page.mainFrame(), context, options, true);
  const blank = await finisher(page);
  try {
    return await blank.evaluate(({ results, runOptions }) => window.axe.finishRun(results, runOptions), { results: partials, runOptions: options });
  } finally {
    if (page.context().browser() === null) await blank.close();
  }
}

/** Fails unless axe finds nothing, naming each rule broken and its elements; `what`: the page and its state. */
export async function expectNoAxeViolations(page: Page, what?: string, scope?: AxeScope): Promise<void> {
  const results = await analyzeAccessibility(page, scope);
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found, what === undefined ? 'axe violations' : `axe with ${what}`).toEqual([]);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

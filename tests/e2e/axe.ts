/**
 * The one accessibility check of the e2e tests: axe-core through @axe-core/playwright's AxeBuilder,
 * with the rules every check runs (WCAG_TAGS) said once, and a failure that names each rule broken
 * and its elements.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from './fixtures';

/** WCAG 2.2 AA and what it includes: the rules every e2e accessibility check runs. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

export interface AxeScope {
  /** CSS selectors: only what they match is checked (the whole page when absent). */
  include?: string | readonly string[];
  /** CSS selectors of parts left out (checked elsewhere: a header already checked on an earlier page). */
  exclude?: readonly string[];
  /** The rule tags to run; WCAG_TAGS when absent. */
  tags?: readonly string[];
  /** Rules switched on or off by id beside the tags (e.g. an experimental rule enabled by name). */
  rules?: RunOptions['rules'];
}

/**
 * The builder evaluates axe's source in the page twice a check (once to look for runPartial, once in
 * every frame): the 1.3 MB axe.js cost 0.5 s of each 1 s check. This is the minified build, defined
 * once per document. A second check of the same page (a menu open, a form's errors shown) is not
 * sent it at all (`analyzeAccessibility`): even skipped by its guard, the 0.6 MB still had to be sent
 * and parsed, 0.2 to 0.3 s of a 0.6 s check.
 */
const AXE_SOURCE = `if (typeof window.axe === 'undefined') {\n${fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}\n}`;

/**
 * The builder's source when every frame has axe: an empty statement (the builder reads an empty
 * string as "not given" and sends its own 1.3 MB axe.js).
 */
const NOTHING_TO_DEFINE = ';';

async function axeDefinedInEveryFrame(page: Page): Promise<boolean> {
  const defined = await Promise.all(
    // A frame that cannot answer (detached as it was asked) counts as without axe.
    page.frames().map((frame) => frame.evaluate(() => typeof (window as { axe?: unknown }).axe !== 'undefined').catch(() => false)),
  );
  return defined.every(Boolean);
}

/** axe's results for the page as it stands now. */
export async function analyzeAccessibility(page: Page, { include, exclude = [], tags = WCAG_TAGS, rules }: AxeScope = {}): Promise<AxeResults> {
  // options() replaces the options, so it comes before withTags(). Only violations are read, so axe
  // is asked for no details of what passed (resultTypes). Legacy mode runs axe.run() in the page
  // instead of axe.runPartial() in each frame and axe.finishRun() in a blank page the builder opens
  // for every check: the same rules over the same DOM in 1.1 s, not 1.8 to 3.5 s, on a 2-core
  // machine (0.6 s with the source above), where the checks made up half of the crawl's minutes.
  // What legacy mode leaves out is cross-origin frames: ours are third-party pages (an ATM locator,
  // calculators) that our tests can neither reach offline nor fix.
  // A frame where axe is not defined yet (a new document, a frame added since) gets the source.
  let builder = new AxeBuilder({ page, axeSource: (await axeDefinedInEveryFrame(page)) ? NOTHING_TO_DEFINE : AXE_SOURCE })
    .options({ resultTypes: ['violations'], ...(rules && { rules }) })
    .withTags([...tags])
    .setLegacyMode(true);
  for (const selector of typeof include === 'string' ? [include] : (include ?? [])) builder = builder.include(selector);
  for (const selector of exclude) builder = builder.exclude(selector);
  return builder.analyze();
}

/** Fails unless axe finds nothing, naming each rule broken and its elements; `what`: the page and its state. */
export async function expectNoAxeViolations(page: Page, what?: string, scope?: AxeScope): Promise<void> {
  const results = await analyzeAccessibility(page, scope);
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found, what === undefined ? 'axe violations' : `axe with ${what}`).toEqual([]);
}

/**
 * The one accessibility check of the e2e tests: axe-core through @axe-core/playwright's AxeBuilder,
 * with the rules every check runs (WCAG_TAGS) said once, and a failure that names each rule broken
 * and its elements.
 */
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from './fixtures';

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

/** axe's results for the page as it stands now. */
export async function analyzeAccessibility(page: Page, { include, tags = WCAG_TAGS, rules }: AxeScope = {}): Promise<AxeResults> {
  // options() replaces the options, so it comes before withTags().
  let builder = new AxeBuilder({ page }).options(rules ? { rules } : {}).withTags([...tags]);
  if (include !== undefined) builder = builder.include(include);
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

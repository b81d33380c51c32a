/**
 * Playwright's `test`, with every page watched for Content-Security-Policy violations: each export
 * page carries a strict policy (scripts/lib/csp.ts), and anything it refuses (an inline script or
 * style whose hash changed, a frame or endpoint the content did not name) is a fault of the page.
 * A test that uses `page` fails when, at its end, the site's pages (or popups they opened) reported
 * one: a `securitypolicyviolation` event or Chromium's "violates the following Content Security
 * Policy" console message. Third-party frames' own policies are theirs, not ours, and are ignored.
 *
 * Every `networkidle` wait of those pages also waits until the page's scripts have run (settle.ts).
 *
 * Every spec imports `test` and `expect` from here instead of '@playwright/test' (an ESLint rule,
 * no-restricted-imports in eslint.config.mjs, keeps it so).
 */
import { test as base, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { settleContextOnNetworkIdle } from './settle';

export * from '@playwright/test';

const BINDING = '__reportCspViolation';

/** Our own servers: the exports on 127.0.0.1 and `next dev` on localhost. */
function isOwnUrl(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname === '127.0.0.1' || hostname === 'localhost';
  } catch {
    return false;
  }
}

export function isCspConsoleMessage(message: Pick<ConsoleMessage, 'text'>): boolean {
  return /Content Security Policy/i.test(message.text());
}

/** Starts collecting the policy violations of every page of the context; returns the list it fills. */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding(BINDING, ({ frame }, report: string) => {
    if (isOwnUrl(frame.url())) violations.push(`${frame.url()}: ${report}`);
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = Reflect.get(window, binding) as ((text: string) => void) | undefined;
      const sample = event.sample ? ` "${event.sample}"` : '';
      report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline code'}${sample} (${event.sourceFile || 'the document'}:${event.lineNumber})`);
    });
  }, BINDING);
  const watch = (page: Page) =>
    page.on('console', (message) => {
      const where = message.location().url || page.url();
      if (isCspConsoleMessage(message) && isOwnUrl(where)) violations.push(`${where}: console: ${message.text()}`);
    });
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  return violations;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const violations = await watchCspViolations(page.context());
    await settleContextOnNetworkIdle(page.context());
    await use(page);
    base.expect(violations, 'Content-Security-Policy violations on the pages this test opened').toEqual([]);
  },
});

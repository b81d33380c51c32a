/**
 * What every lead-forms spec shares: the one local lead receiver the exports send to (built with
 * `npm run build -- --local-leads` and the same PORT_BASE), and axe over the page in each form state.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures';
import { type LeadReceiver, leadReceiverPort, startLeadReceiver } from '../../scripts/lib/lead-receiver';

/**
 * The spec's receiver: started before its first test, emptied (and answering 200 again) before each,
 * closed after the last. The object is usable at once; it reaches the running receiver when a test runs.
 */
export function useLeadReceiver(): LeadReceiver {
  let current: LeadReceiver | undefined;
  const live = (): LeadReceiver => {
    if (current === undefined) throw new Error('The lead receiver starts in beforeAll: use it inside a test.');
    return current;
  };
  test.beforeAll(async () => {
    current = await startLeadReceiver({ port: leadReceiverPort() });
  });
  test.afterAll(async () => {
    await current?.close();
  });
  test.beforeEach(() => live().reset());
  return {
    get url() {
      return live().url;
    },
    get leads() {
      return live().leads;
    },
    get lookups() {
      return live().lookups;
    },
    reset: (replier) => live().reset(replier),
    close: () => live().close(),
  };
}

/** The accessibility rules of the crawl (tests/e2e/crawl.spec.ts), as a list of `rule: targets` to compare with []. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * What every lead-forms spec shares: the one local lead receiver the exports send to (built with
 * `npm run build -- --local-leads` and the same PORT_BASE), and axe over the page in each form state.
 */
import { test } from './fixtures';
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

/** axe over the page in its form state, with the crawl's rules (tests/e2e/axe.ts). */
export { expectNoAxeViolations } from './axe';

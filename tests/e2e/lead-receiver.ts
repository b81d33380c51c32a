/**
 * What every lead-forms spec shares: the lead path the exports send to (built with `npm run build --
 * --local-leads` and the same PORT_BASE): the lead relay at {leadReceiverUrl}, and the local CRM it
 * forwards to at {leadCrmUrl} (scripts/lib/local-leads.ts); and axe over the page in each form state.
 *
 * The specs compare what the CRM receives with their hand-written payloads, so `leads` are the CRM's:
 * the payload the relay built with the form's own builder from the values the page sent; `sends` are
 * the page's requests to the relay, retries included. `reset(replier)` scripts the relay's answer to
 * each of them: a status that is not 2xx is answered instead of taking the lead (nothing stored or
 * forwarded), 'hang' takes it and never answers (the CRM gets it once, whatever the page retries).
 * `lookups` are the NMLS IDs the relay's local lookup was asked for.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from './fixtures';
import { ACCEPT_ALL, type LeadReceiver, type Replier } from '../../scripts/lib/lead-receiver';
import { type LocalLeads, startLocalLeads } from '../../scripts/lib/local-leads';

/**
 * The spec's relay and CRM: started before its first test, emptied before each, closed after the last.
 * The relay takes a person's quick, scripted typing (no least fill time) and the same person again
 * from test to test (no repeat window): the bot defence has specs of its own (lead-relay.spec.ts).
 */
export function useLeadReceiver(): LeadReceiver & { readonly sends: readonly { at: number }[] } {
  let current: LocalLeads | undefined;
  let journalDir: string | undefined;
  let replier: Replier = ACCEPT_ALL;
  const sends: { at: number }[] = [];
  const lookups: string[] = [];
  const live = (): LocalLeads => {
    if (current === undefined) throw new Error('The lead relay starts in beforeAll: use it inside a test.');
    return current;
  };
  test.beforeAll(async () => {
    journalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-relay-'));
    current = await startLocalLeads({
      journal: path.join(journalDir, 'leads.jsonl'),
      onLookup: (id) => lookups.push(id),
      relay: {
        minFillMs: 0,
        duplicateWindowMs: 0,
        rate: { capacity: 1_000, perMinute: 1_000 },
        // Answered once forwarded: what the CRM got is there when the page says the lead was sent.
        background: (work) => work,
        log: () => undefined,
        reply: (request) => {
          if (request.method !== 'POST' || new URL(request.url).pathname !== '/leads') return undefined;
          sends.push({ at: Date.now() });
          if (replier === ACCEPT_ALL) return undefined;
          const scripted = replier(
            {
              path: '/leads',
              contentType: request.headers.get('content-type') ?? undefined,
              origin: request.headers.get('origin') ?? undefined,
              body: {},
              bytes: 0,
              at: Date.now(),
            },
            sends.length - 1,
          );
          return scripted === 'hang' || scripted.status >= 300 ? scripted : undefined;
        },
      },
    });
  });
  test.afterAll(async () => {
    await current?.close();
    if (journalDir !== undefined) fs.rmSync(journalDir, { recursive: true, force: true });
  });
  const reset = (next: Replier = ACCEPT_ALL) => {
    live().crm.reset();
    lookups.length = 0;
    replier = next;
    sends.length = 0;
  };
  test.beforeEach(() => reset());
  return {
    get url() {
      return `${live().relay.url}/leads`;
    },
    get leads() {
      return live().crm.leads;
    },
    get lookups() {
      return [...lookups];
    },
    /** The page's requests to the relay (each attempt, resends included), when each arrived. */
    get sends() {
      return [...sends];
    },
    reset,
    close: () => live().close(),
  };
}

/** axe over the page in its form state, with the crawl's rules (tests/e2e/axe.ts). */
export { expectNoAxeViolations } from './axe';

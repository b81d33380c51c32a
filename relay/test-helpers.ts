/** What the relay's tests share: a route table of two pages, a lead envelope, and a CRM that records what it gets. */
import type { FetchLike } from '@/forms/submit/transport';
import { createRelay, type RelayOptions } from './app';
import type { LeadRoutes } from './routes';
import { MemoryStore } from './store/memory';

export const ORIGIN = 'https://www.axosbank.com';
export const CRM_URL = 'https://crm.example.test/leads';
export const CONSENT_TEXT = 'I agree to be contacted about my request.';

export const ROUTES: LeadRoutes = {
  origins: { [ORIGIN]: 'AXB' },
  routes: [
    { brand: 'AXB', path: '/contact/', form: 'basicContact', crm: { brand: 'Axos Bank' }, forward: { handler: 'webhook', url: CRM_URL } },
    {
      brand: 'AXB',
      path: '/hubspot/',
      form: 'basicContact',
      crm: {},
      settings: { consentText: CONSENT_TEXT },
      forward: { handler: 'hubspot', portalId: '123', formGuid: 'abcdef12-3456' },
    },
    {
      brand: 'AXB',
      path: '/salesforce/',
      form: 'basicContact',
      crm: {},
      forward: { handler: 'salesforce', oid: '00D000000000001', retURL: 'https://www.axosbank.com/thanks', action: 'https://webto.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8' },
    },
  ],
};

export const VALUES = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '555-123-4567' };

export function envelope(overrides: Record<string, unknown> = {}) {
  return {
    form: 'basicContact',
    values: VALUES,
    page: { uri: `${ORIGIN}/contact/?utm_campaign=spring`, name: 'Contact us' },
    bot: { hp: '', elapsedMs: 12_000 },
    ...overrides,
  };
}

let keys = 0;
/** A new Idempotency-Key per call. */
export const newKey = () => `key-${(++keys).toString().padStart(8, '0')}`;

export function leadRequest(
  body: unknown,
  { key = newKey(), origin = ORIGIN, headers = {} }: { key?: string; origin?: string; headers?: Record<string, string> } = {},
): Request {
  return new Request('http://relay.test/leads', {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json', 'Idempotency-Key': key, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A CRM that answers each request with the next of `answers` (the last one repeated) and keeps what it got. */
export function fakeCrm(answers: (() => Response | Promise<Response>)[] = [() => new Response('{}', { status: 200 })]) {
  const received: { url: string; headers: Headers; body: string }[] = [];
  const fetch: FetchLike = async (url, init) => {
    // Read at once, not awaited, so concurrent requests are kept in the order they came.
    if (typeof init.body !== 'string') throw new Error('the relay sends each CRM its body as text (JSON or an encoded form)');
    received.push({ url, headers: new Headers(init.headers), body: init.body });
    const answer = answers[Math.min(received.length - 1, answers.length - 1)]!;
    return answer();
  };
  return { fetch, received };
}

/** A relay over a memory store, forwarding to `crm` with no waiting between attempts, logging into `lines`. */
export function testRelay(crm = fakeCrm(), overrides: Partial<RelayOptions> = {}) {
  const store = new MemoryStore();
  const lines: string[] = [];
  const relay = createRelay({
    routes: ROUTES,
    store,
    forward: { fetch: crm.fetch, sleep: () => Promise.resolve(), random: () => 0 },
    log: (line) => lines.push(line),
    clientOf: () => '203.0.113.9',
    ...overrides,
  });
  return { ...relay, store, crm, lines, request: (request: Request) => relay.app.fetch(request) };
}

// @vitest-environment node
import { CONSENT_TEXT, CRM_URL, envelope, fakeCrm, leadRequest, newKey, ORIGIN, ROUTES, testRelay, VALUES } from './test-helpers';
import { filtersExamples } from '@/forms/mortgage-quote/apply-filters/test-examples';
import { quotePayload } from '@/forms/mortgage-quote/payload';
import { consentHash } from '@/forms/submit/consent';
import { MIN_FILL_MS } from '@/forms/submit/bot';
import type { HubSpotSubmission } from '@/forms/submit/types';

const PAYLOAD = {
  Brand_SFDC2__c: 'Axos Bank',
  lead_source: 'Web RMI',
  Web_Source__c: '/contact/',
  Full_Web_Source__c: '/contact/',
  Marketing_Source__c: 'spring',
  First_UTMCampaign__c: 'spring',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '5551234567',
};

describe('the lead relay: what it refuses', () => {
  it.each([
    ['a path under /leads', new Request('http://relay.test/leads/x', { method: 'POST', headers: { Origin: ORIGIN } }), 404],
    ['a path that climbs out of /leads', new Request('http://relay.test/leads/../admin', { method: 'POST', headers: { Origin: ORIGIN } }), 404],
    ['/leads with a trailing slash', new Request('http://relay.test/leads/', { method: 'POST', headers: { Origin: ORIGIN } }), 404],
    ['GET /leads', new Request('http://relay.test/leads', { headers: { Origin: ORIGIN } }), 405],
    ['another origin', leadRequest(envelope(), { origin: 'https://evil.example' }), 403],
    ['no origin', new Request('http://relay.test/leads', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }), 403],
    ['text/plain', leadRequest(envelope(), { headers: { 'Content-Type': 'text/plain' } }), 415],
    ['JSON in Latin-1', leadRequest(envelope(), { headers: { 'Content-Type': 'application/json; charset=iso-8859-1' } }), 415],
    ['a gzip body', leadRequest(envelope(), { headers: { 'Content-Encoding': 'gzip' } }), 415],
    ['a body over 64 kB', leadRequest({ ...envelope(), pad: 'x'.repeat(70_000) }), 413],
    ['an array', leadRequest('[1,2]'), 400],
    ['not JSON', leadRequest('{"form":'), 400],
    ['a body nested 5,000 levels deep', leadRequest(`${'['.repeat(5_000)}${']'.repeat(5_000)}`), 400],
    ['an object nested 5,000 levels deep', leadRequest(`{"values":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`), 400],
    ['no Idempotency-Key', leadRequest(envelope(), { key: '' }), 400],
    ['an envelope without bot readings', leadRequest({ ...envelope(), bot: undefined }), 400],
    ['a form the page does not have', leadRequest(envelope({ form: 'general' })), 404],
    ['a page of another origin', leadRequest(envelope({ page: { uri: 'https://evil.example/contact/', name: 'x' } })), 400],
  ])('%s: %i, with nosniff, nothing stored', async (_case, request, status) => {
    const relay = testRelay();
    const response = await relay.request(request);
    expect(response.status).toBe(status);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await relay.store.list()).toEqual([]);
    await relay.forwarder.idle();
    expect(relay.crm.received).toEqual([]);
  });

  it('a body over 64 kB is refused from its Content-Length, before the body is read', async () => {
    const relay = testRelay();
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request('http://relay.test/leads', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'Content-Length': '100000', 'Idempotency-Key': newKey() },
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await relay.request(request);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('a client past its rate gets 429 with Retry-After', async () => {
    const relay = testRelay(fakeCrm(), { rate: { capacity: 2, perMinute: 6 } });
    const statuses = [];
    for (let index = 0; index < 3; index++) statuses.push((await relay.request(leadRequest(envelope({ values: { ...VALUES, first_name: `Ada${'a'.repeat(index)}` } })))));
    expect(statuses.map((response) => response.status)).toEqual([202, 202, 429]);
    expect(statuses[2]!.headers.get('Retry-After')).toBe('10');
    expect(statuses[2]!.headers.get('Access-Control-Expose-Headers')).toBe('Retry-After');
  });

  it('answers the CORS preflight of a brand page, exposing Retry-After', async () => {
    const relay = testRelay();
    const response = await relay.request(new Request('http://relay.test/leads', { method: 'OPTIONS', headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST' } }));
    expect(response.status).toBe(204);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'access-control-allow-origin': ORIGIN,
      'access-control-allow-headers': 'Content-Type, Idempotency-Key',
      'access-control-expose-headers': 'Retry-After',
      'x-content-type-options': 'nosniff',
    });
  });

  it("refuses values the form's own schema refuses: 422 with the schema's messages, nothing stored or forwarded", async () => {
    const relay = testRelay();
    const response = await relay.request(leadRequest(envelope({ values: { ...VALUES, first_name: '', phone: '555' } })));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      errors: [
        { field: 'first_name', message: 'First Name is required.' },
        { field: 'phone', message: 'Phone is required.' },
      ],
    });
    expect(await relay.store.list()).toEqual([]);
  });

  it("refuses a disposable email domain with the form's own email message (the page's default check)", async () => {
    const relay = testRelay();
    const response = await relay.request(leadRequest(envelope({ values: { ...VALUES, email: 'ada@mailinator.com' } })));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: [{ field: 'email', message: 'Email is required.' }] });
  });
});

describe('the lead relay: a lead accepted', () => {
  it('stores it before answering 202, then forwards the payload the form builds, with the Idempotency-Key', async () => {
    const relay = testRelay();
    const response = await relay.request(leadRequest(envelope(), { key: 'lead-key-0001' }));
    expect(response.status).toBe(202);
    const { id, state } = (await response.json()) as { id: string; state: string };
    expect(state).toBe('stored');
    expect((await relay.store.get(id))?.payload).toEqual(PAYLOAD);
    await relay.forwarder.idle();
    expect(relay.crm.received).toHaveLength(1);
    expect(relay.crm.received[0]!.url).toBe(CRM_URL);
    expect(relay.crm.received[0]!.headers.get('Idempotency-Key')).toBe('lead-key-0001');
    expect(JSON.parse(relay.crm.received[0]!.body)).toEqual(PAYLOAD);
    expect(await relay.store.get(id)).toMatchObject({ state: 'forwarded', attempts: 1 });
  });

  it('a forward the store stops under (the relay closing) is said in the log and leaves the lead to the next start', async () => {
    const relay = testRelay();
    relay.store.update = () => Promise.reject(new Error('file closed'));
    const response = await relay.request(leadRequest(envelope()));
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    await expect.poll(() => relay.lines.filter((line) => line.includes('forward-interrupted'))).toEqual([
      JSON.stringify({ event: 'forward-interrupted', error: 'file closed' }),
    ]);
    expect((await relay.store.get(id))?.state).toBe('stored');
  });

  it('the same Idempotency-Key again, at once or later, gets the first answer and is never forwarded again', async () => {
    const relay = testRelay();
    const [first, second] = await Promise.all([relay.request(leadRequest(envelope(), { key: 'double-click' })), relay.request(leadRequest(envelope(), { key: 'double-click' }))]);
    const later = await relay.request(leadRequest(envelope(), { key: 'double-click' }));
    const ids = await Promise.all([first, second, later].map(async (response) => ((await response.json()) as { id: string }).id));
    expect([first.status, second.status, later.status]).toEqual([202, 202, 202]);
    expect(new Set(ids).size).toBe(1);
    await relay.forwarder.idle();
    expect(relay.crm.received).toHaveLength(1);
    expect(await relay.store.list()).toHaveLength(1);
  });

  it.each([
    ['a filled honeypot', { bot: { hp: 'http://spam.example', elapsedMs: 12_000 } }, 'honeypot'],
    [`a send within ${MIN_FILL_MS} ms of the first interaction`, { bot: { hp: '', elapsedMs: 900 } }, 'tooFast'],
  ] as const)('%s: answered 202 as if accepted, nothing stored, nothing forwarded, counted', async (_case, overrides, reason) => {
    const relay = testRelay();
    const response = await relay.request(leadRequest(envelope(overrides)));
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ state: 'stored' });
    await relay.forwarder.idle();
    expect(await relay.store.list()).toEqual([]);
    expect(relay.crm.received).toEqual([]);
    expect(relay.counts.suppressed[reason]).toBe(1);
  });

  it('the same lead content again under a new key within the window: 202, forwarded once', async () => {
    const relay = testRelay();
    await relay.request(leadRequest(envelope()));
    const again = await relay.request(leadRequest(envelope({ values: { phone: VALUES.phone, email: VALUES.email, last_name: VALUES.last_name, first_name: VALUES.first_name } })));
    expect(again.status).toBe(202);
    await relay.forwarder.idle();
    expect(relay.crm.received).toHaveLength(1);
    expect(relay.counts.suppressed.repeat).toBe(1);
  });

  it('stores the consent evidence and whether its hash is the hash of the consent text the page shows', async () => {
    const relay = testRelay();
    const hash = await consentHash(CONSENT_TEXT);
    const consent = { hash, at: '2026-11-29T03:00:00.000Z', page: `${ORIGIN}/hubspot/` };
    const page = { uri: `${ORIGIN}/hubspot/`, name: 'Talk to us' };
    const matching = await relay.request(leadRequest(envelope({ page, consent, hutk: 'abc123' })));
    const other = await relay.request(
      leadRequest(envelope({ page, consent: { ...consent, hash: await consentHash('other words') }, values: { ...VALUES, first_name: 'Grace' } })),
    );
    const ids = await Promise.all([matching, other].map(async (response) => ((await response.json()) as { id: string }).id));
    expect((await relay.store.get(ids[0]!))?.consent).toEqual({ ...consent, matches: true });
    expect((await relay.store.get(ids[1]!))?.consent?.matches).toBe(false);
    await relay.forwarder.idle();
    // Both sent, so an undefined below is a field left out, not a submission missing.
    expect(relay.crm.received).toHaveLength(2);
    const [sent, otherSent] = relay.crm.received.map((request) => JSON.parse(request.body) as HubSpotSubmission);
    expect(sent?.context).toEqual({ pageUri: `${ORIGIN}/hubspot/`, pageName: 'Talk to us', hutk: 'abc123' });
    expect(sent?.legalConsentOptions).toEqual({ consent: { consentToProcess: true, text: CONSENT_TEXT, communications: [] } });
    expect(otherSent?.context.hutk).toBeUndefined();
    expect(otherSent?.legalConsentOptions).toBeUndefined();
  });

  it('logs one line per request with its id, form, outcome and time, and never a field value', async () => {
    const relay = testRelay();
    const response = await relay.request(leadRequest(envelope()));
    const { id } = (await response.json()) as { id: string };
    await relay.request(leadRequest(envelope({ values: { ...VALUES, phone: '12' } })));
    expect(relay.lines).toHaveLength(2);
    expect(JSON.parse(relay.lines[0]!)).toMatchObject({ method: 'POST', path: '/leads', status: 202, form: 'basicContact', id, outcome: 'stored' });
    expect(JSON.parse(relay.lines[1]!)).toMatchObject({ status: 422, outcome: 'invalid', fields: ['phone'] });
    for (const value of [...Object.values(VALUES), 'Lovelace', 'ada@example.com', '5551234567', 'spring']) {
      expect(relay.lines.join('\n')).not.toContain(value);
    }
  });
});

describe('the lead relay: CSP reports', () => {
  const report = (type: string, body: unknown) =>
    new Request('http://relay.test/csp-reports', { method: 'POST', headers: { 'Content-Type': type }, body: JSON.stringify(body) });

  it.each([
    ['application/csp-report', { 'csp-report': { 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://x.example/a.js' } }, 1],
    ['application/reports+json', [{ type: 'csp-violation', body: { effectiveDirective: 'img-src' } }, { type: 'csp-violation', body: { effectiveDirective: 'img-src' } }], 2],
  ])('takes %s: 204, counted', async (type, body, count) => {
    const relay = testRelay();
    const response = await relay.request(report(type, body));
    expect(response.status).toBe(204);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(relay.counts.cspReports).toBe(count);
  });

  it.each([
    ['application/json', { a: 1 }, 415],
    ['application/csp-report', { pad: 'x'.repeat(70_000) }, 413],
  ])('refuses %s (%#): %i', async (type, body, status) => {
    const relay = testRelay();
    expect((await relay.request(report(type, body))).status).toBe(status);
    expect(relay.counts.cspReports).toBe(0);
  });
});

describe("the lead relay: a lead a form sends besides its own (the mortgage quote's Apply Filters)", () => {
  const QUOTE_PAGE = { uri: `${ORIGIN}/mortgages/`, name: 'Mortgages' };
  const routes = {
    ...ROUTES,
    routes: [...ROUTES.routes, { brand: 'AXB', path: '/mortgages/', form: 'mortgageQuote', crm: { brand: 'Axos Bank' }, forward: { handler: 'webhook' as const, url: CRM_URL } }],
  };
  const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '555-123-4567' };

  it("takes the filters' values with the quote's contact fields, under the quote's route, and forwards the quote's payload", async () => {
    const relay = testRelay(fakeCrm(), { routes });
    const response = await relay.request(leadRequest(envelope({ form: 'mortgageQuote.applyFilters', page: QUOTE_PAGE, values: { ...filtersExamples.purchase, ...contact } })));
    expect(response.status).toBe(202);
    await relay.forwarder.idle();
    const sent: unknown = JSON.parse(relay.crm.received[0]!.body);
    expect(sent).toEqual(
      quotePayload({ ...filtersExamples.purchase, ...contact }, { crm: { brand: 'Axos Bank' }, path: '/mortgages/', search: '', pageUri: QUOTE_PAGE.uri, pageName: QUOTE_PAGE.name }),
    );
  });

  it("refuses it without the quote's contact fields, with the quote's messages", async () => {
    const relay = testRelay(fakeCrm(), { routes });
    const response = await relay.request(leadRequest(envelope({ form: 'mortgageQuote.applyFilters', page: QUOTE_PAGE, values: filtersExamples.purchase })));
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual(['firstName', 'lastName', 'email', 'phone']);
  });
});

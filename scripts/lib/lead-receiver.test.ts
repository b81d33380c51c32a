// @vitest-environment node
/** The local lead receiver the e2e tests and `npm start` use, exercised over real HTTP. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_CODES } from '../../lib/brands';
import {
  allowedOrigins,
  describeLead,
  KEPT_LEADS,
  KNOWN_NMLS_IDS,
  type LeadReceiver,
  leadReceiverPort,
  leadReceiverUrl,
  MAX_LEAD_BYTES,
  PRINTED_FIELDS,
  PRINTED_VALUE_CHARS,
  type ReceivedLead,
  type Refusal,
  startLeadReceiver,
} from './lead-receiver';
import { answersNormally, MALFORMED_TARGETS, rawExchange, rawRequest } from './raw-http-test-helpers';

let receiver: LeadReceiver | undefined;
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

const post = (url: string, body: unknown, signal?: AbortSignal) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:4100' }, body: JSON.stringify(body), signal });

describe('lead receiver', () => {
  it('sits 10 ports below the first brand', () => {
    expect(leadReceiverPort(4100)).toBe(4090);
    expect(leadReceiverUrl(4300)).toBe('http://127.0.0.1:4290/leads');
  });

  it('records each POSTed lead with its JSON body and answers 200 with CORS headers', async () => {
    receiver = await startLeadReceiver({ port: 0, portBase: 4100 });
    const response = await post(receiver.url, { email: 'ada@example.com' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4100');
    expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(receiver.leads).toEqual([
      expect.objectContaining({ path: '/leads', origin: 'http://127.0.0.1:4100', contentType: 'application/json', body: { email: 'ada@example.com' } }),
    ]);
  });

  it('answers the CORS preflight without recording a lead', async () => {
    receiver = await startLeadReceiver({ port: 0, portBase: 4100 });
    const response = await fetch(receiver.url, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4101', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type');
    expect(receiver.leads).toHaveLength(0);
  });

  it('answers as scripted, counting from the last reset', async () => {
    receiver = await startLeadReceiver({
      port: 0,
      portBase: 4100,
      replier: (_, index) => ({ status: index === 0 ? 429 : 201, headers: { 'Retry-After': '3' } }),
    });
    const first = await post(receiver.url, { n: 1 });
    expect([first.status, first.headers.get('retry-after')]).toEqual([429, '3']);
    expect((await post(receiver.url, { n: 2 })).status).toBe(201);
    receiver.reset(() => ({ status: 500 }));
    expect(receiver.leads).toHaveLength(0);
    expect((await post(receiver.url, { n: 3 })).status).toBe(500);
    expect(receiver.leads.map((lead) => lead.body)).toEqual([{ n: 3 }]);
  });

  it('can hang, and still closes', async () => {
    receiver = await startLeadReceiver({ port: 0, portBase: 4100, replier: () => 'hang' });
    const controller = new AbortController();
    const pending = post(receiver.url, { n: 1 }, controller.signal).catch((error: unknown) => error);
    await expect.poll(() => receiver!.leads.length).toBe(1);
    await receiver.close();
    receiver = undefined;
    controller.abort();
    expect(await pending).toBeInstanceOf(Error);
  });

  it('records POSTs to paths under its own, with their path (a page service such as {leadReceiverUrl}/rate-watch)', async () => {
    receiver = await startLeadReceiver({ port: 0, portBase: 4100 });
    expect((await post(`${receiver.url}/rate-watch`, { updateType: 'Frequency' })).status).toBe(200);
    expect(receiver.leads).toEqual([expect.objectContaining({ path: '/leads/rate-watch', body: { updateType: 'Frequency' } })]);
    expect((await post(receiver.url.replace('/leads', '/leadsx'), {})).status).toBe(404);
  });

  it('refuses other paths and methods', async () => {
    receiver = await startLeadReceiver({ port: 0, portBase: 4100 });
    expect((await fetch(receiver.url.replace('/leads', '/other'), { method: 'POST' })).status).toBe(404);
    expect((await fetch(receiver.url)).status).toBe(405);
  });

  it.each(Object.keys(KNOWN_NMLS_IDS))('answers the NMLS lookup of the known ID %s with one record, readable cross-origin', async (id) => {
    receiver = await startLeadReceiver({ port: 0, portBase: 4100 });
    const response = await fetch(`${receiver.url}/nmls?id=${id}`, { headers: { Origin: 'http://127.0.0.1:4100' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4100');
    expect(await response.json()).toEqual({ body: { data: { records: [{ nmlsId: id, companyName: KNOWN_NMLS_IDS[id] }] } } });
    expect(receiver.lookups).toEqual([id]);
    expect(receiver.leads).toHaveLength(0);
  });

  it('answers an unknown or missing NMLS ID with an empty list, forgets lookups on reset, and takes GET only', async () => {
    receiver = await startLeadReceiver({ port: 0, portBase: 4100 });
    expect(await (await fetch(`${receiver.url}/nmls?id=999999`)).json()).toEqual({ body: { data: { records: [] } } });
    expect(await (await fetch(`${receiver.url}/nmls`)).json()).toEqual({ body: { data: { records: [] } } });
    expect(await (await fetch(`${receiver.url}/nmls?id=toString`)).json()).toEqual({ body: { data: { records: [] } } });
    expect(receiver.lookups).toEqual(['999999', '', 'toString']);
    receiver.reset();
    expect(receiver.lookups).toEqual([]);
    const post = await fetch(`${receiver.url}/nmls?id=123456`, { method: 'POST' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, OPTIONS']);
  });

  it('answers a handler error with 500 and goes on', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    receiver = await startLeadReceiver({
      port: 0,
      portBase: 4100,
      replier: () => {
        throw new Error('scripted failure');
      },
    });
    expect((await post(receiver.url, { n: 1 })).status).toBe(500);
    expect(errors).toHaveBeenCalledWith('POST /leads: scripted failure');
    errors.mockRestore();
    receiver.reset();
    expect((await post(receiver.url, { n: 2 })).status).toBe(200);
  });
});

const BRAND = 'http://127.0.0.1:4100';
const portOf = (receiver: LeadReceiver) => Number(new URL(receiver.url).port);
const json = (body: unknown) => JSON.stringify(body);
/** A POST to /leads written byte for byte: a JSON body from a brand's page unless the test says otherwise. */
const rawPost = (body: string | Buffer, headers: Record<string, string> = {}, target = '/leads') =>
  rawRequest(target, { method: 'POST', headers: { Origin: BRAND, 'Content-Type': 'application/json', ...headers }, body });

describe('lead receiver: what it takes', () => {
  it("allows CORS only from the brands' local origins of its PORT_BASE, preflight included", async () => {
    expect([...allowedOrigins(4100)]).toEqual(BRAND_CODES.map((_, index) => `http://127.0.0.1:${4100 + index}`));
    receiver = await startLeadReceiver({ port: 0, portBase: 6100 });
    const preflight = (origin: string) =>
      fetch(receiver!.url, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
    const last = `http://127.0.0.1:${6100 + BRAND_CODES.length - 1}`;
    const allowed = await preflight(last);
    expect([allowed.status, allowed.headers.get('access-control-allow-origin')]).toEqual([204, last]);
    for (const origin of [BRAND, 'https://evil.example', `http://localhost:6100`, `http://127.0.0.1:${6100 + BRAND_CODES.length}`, 'null']) {
      const refused = await preflight(origin);
      expect([origin, refused.status, refused.headers.get('access-control-allow-origin')]).toEqual([origin, 403, null]);
      const sent = await fetch(receiver.url, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'application/json' }, body: json({ n: 1 }) });
      expect([origin, sent.status, sent.headers.get('access-control-allow-origin')]).toEqual([origin, 403, null]);
      const lookup = await fetch(`${receiver.url}/nmls?id=4455`, { headers: { Origin: origin } });
      expect([origin, lookup.status]).toEqual([origin, 403]);
    }
    expect([receiver.leads, receiver.lookups]).toEqual([[], []]);
    // No Origin: not a page (curl, a script), so nothing for CORS to allow; the lead is taken.
    const curl = await fetch(receiver.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: json({ n: 2 }) });
    expect([curl.status, curl.headers.get('access-control-allow-origin')]).toEqual([200, null]);
    expect(receiver.leads.map((lead) => lead.body)).toEqual([{ n: 2 }]);
  });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8', json({ n: 1 })],
    ['a form-encoded body', 'application/x-www-form-urlencoded', 'first=Ada&last=Lovelace'],
    ['a multipart body', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
    ['JSON in Latin-1', 'application/json; charset=iso-8859-1', json({ n: 1 })],
    ['a look-alike type', 'application/jsonp', json({ n: 1 })],
  ])('refuses %s with 415, readable by the page', async (_, contentType, body) => {
    receiver = await startLeadReceiver({ port: 0, portBase: 4100 });
    const response = await fetch(receiver.url, { method: 'POST', headers: { Origin: BRAND, 'Content-Type': contentType }, body });
    expect([response.status, response.headers.get('access-control-allow-origin')]).toEqual([415, BRAND]);
    expect(await response.json()).toEqual({ error: `a lead is sent as application/json in UTF-8, not ${contentType}` });
    expect(receiver.leads).toEqual([]);
  });

  it('refuses a body without a Content-Type, or compressed, with 415', async () => {
    receiver = await startLeadReceiver({ port: 0, portBase: 4100 });
    const bare = await rawExchange(portOf(receiver), rawRequest('/leads', { method: 'POST', headers: { Origin: BRAND }, body: json({ n: 1 }) }));
    expect([bare.status, JSON.parse(bare.body)]).toEqual([415, { error: 'a lead is sent as application/json in UTF-8, not no Content-Type' }]);
    const gzip = await rawExchange(portOf(receiver), rawPost(json({ n: 1 }), { 'Content-Encoding': 'gzip' }));
    expect(gzip.status).toBe(415);
    expect(receiver.leads).toEqual([]);
  });

  it('takes application/json in any letter case, with a UTF-8 charset', async () => {
    receiver = await startLeadReceiver({ port: 0, portBase: 4100 });
    for (const contentType of ['Application/JSON', 'application/json; charset=UTF-8', 'application/json;charset="utf-8"']) {
      const response = await fetch(receiver.url, { method: 'POST', headers: { Origin: BRAND, 'Content-Type': contentType }, body: json({ contentType }) });
      expect([contentType, response.status]).toEqual([contentType, 200]);
    }
    expect(receiver.leads).toHaveLength(3);
  });

  it.each([
    ['invalid JSON', '{"email": ', /^the body is not JSON \(/],
    ['an empty body', '', /^the body is empty$/],
    ['a blank body', ' \n ', /^the body is empty$/],
    ['an array', '[{"email": "ada@example.com"}]', /^the body is a JSON object, not an array$/],
    ['null', 'null', /^the body is a JSON object, not null$/],
    ['a string', '"ada@example.com"', /^the body is a JSON object, not a string$/],
    ['bytes that are not UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), /^the body is not UTF-8$/],
  ])('refuses %s with 400, and records nothing', async (_, body, message) => {
    receiver = await startLeadReceiver({ port: 0, portBase: 4100 });
    const answer = await rawExchange(portOf(receiver), rawPost(body));
    expect(answer.status).toBe(400);
    expect(answer.headers['access-control-allow-origin']).toBe(BRAND);
    expect((JSON.parse(answer.body) as { error: string }).error).toMatch(message);
    expect(receiver.leads).toEqual([]);
  });

  it(`takes a body of exactly ${MAX_LEAD_BYTES} bytes and refuses one byte more with 413`, async () => {
    receiver = await startLeadReceiver({ port: 0, portBase: 4100 });
    const padded = (bytes: number) => json({ message: 'x'.repeat(bytes - json({ message: '' }).length) });
    expect(Buffer.byteLength(padded(MAX_LEAD_BYTES))).toBe(MAX_LEAD_BYTES);
    expect((await rawExchange(portOf(receiver), rawPost(padded(MAX_LEAD_BYTES)))).status).toBe(200);
    expect((await rawExchange(portOf(receiver), rawPost(padded(MAX_LEAD_BYTES + 1)))).status).toBe(413);
    expect(receiver.leads.map((lead) => lead.bytes)).toEqual([MAX_LEAD_BYTES]);
  });

  it('refuses a declared 5 MB body with 413 before a byte of it is sent', async () => {
    receiver = await startLeadReceiver({ port: 0, portBase: 4100 });
    // Only the head is written: the answer can only come if the receiver judged the Content-Length.
    const answer = await rawExchange(
      portOf(receiver),
      rawRequest('/leads', { method: 'POST', headers: { Origin: BRAND, 'Content-Type': 'application/json', 'Content-Length': String(5 * 1024 * 1024) } }),
    );
    expect([answer.status, answer.headers.connection]).toEqual([413, 'close']);
    expect(JSON.parse(answer.body)).toEqual({ error: `the body is over ${MAX_LEAD_BYTES} bytes (Content-Length ${5 * 1024 * 1024})` });
    expect(await answersNormally(portOf(receiver), '/leads/nmls?id=4455')).toBe(200);
  });

  it('refuses a chunked body with 413 as soon as it passes the limit, without waiting for its end', async () => {
    receiver = await startLeadReceiver({ port: 0, portBase: 4100 });
    const chunk = 'x'.repeat(16 * 1024);
    // 5 MB in 16 kB chunks, never ended: the answer comes once the receiver has counted past 64 kB.
    function* body() {
      yield rawRequest('/leads', { method: 'POST', headers: { Origin: BRAND, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } });
      for (let sent = 0; sent < 5 * 1024 * 1024; sent += chunk.length) yield `${chunk.length.toString(16)}\r\n${chunk}\r\n`;
    }
    const answer = await rawExchange(portOf(receiver), body());
    expect([answer.status, JSON.parse(answer.body)]).toEqual([413, { error: `the body is over ${MAX_LEAD_BYTES} bytes` }]);
    expect(receiver.leads).toEqual([]);
    expect(await answersNormally(portOf(receiver), '/leads/nmls?id=4455')).toBe(200);
  });

  it(`keeps the last ${KEPT_LEADS} leads and lookups, and counts every lead for the replier`, async () => {
    const indexes: number[] = [];
    receiver = await startLeadReceiver({ port: 0, portBase: 4100, replier: (_, index) => (indexes.push(index), { status: 200 }) });
    for (let n = 0; n < KEPT_LEADS + 5; n++) await post(receiver.url, { n });
    expect(receiver.leads).toHaveLength(KEPT_LEADS);
    expect([receiver.leads[0]!.body, receiver.leads.at(-1)!.body]).toEqual([{ n: 5 }, { n: KEPT_LEADS + 4 }]);
    expect(indexes.at(-1)).toBe(KEPT_LEADS + 4);
    for (let n = 0; n < KEPT_LEADS + 1; n++) await fetch(`${receiver.url}/nmls?id=${n}`);
    expect([receiver.lookups.length, receiver.lookups[0]]).toEqual([KEPT_LEADS, '1']);
    receiver.reset();
    expect([receiver.leads, receiver.lookups]).toEqual([[], []]);
  });

  it('tells onRefusal what it refused and why', async () => {
    const refusals: Refusal[] = [];
    receiver = await startLeadReceiver({ port: 0, portBase: 4100, onRefusal: (refusal) => refusals.push(refusal) });
    await fetch(receiver.url, { method: 'POST', headers: { Origin: BRAND, 'Content-Type': 'text/plain' }, body: 'hello' });
    await rawExchange(portOf(receiver), rawRequest('/leads/%zz'));
    expect(refusals).toEqual([
      { status: 415, reason: 'a lead is sent as application/json in UTF-8, not text/plain', method: 'POST', path: '/leads', origin: BRAND },
      { status: 400, reason: 'the request target cannot be read', method: 'GET', path: '/leads/%zz', origin: undefined },
    ]);
  });
});

describe('lead receiver: odd requests', () => {
  const expected: Record<string, number> = { '//': 404, '///x': 404, '/%': 400, '/%zz': 400, 'http://x/': 404, '/%00': 400, '/%C3%28': 400, '*': 400 };

  it.each(MALFORMED_TARGETS)('answers %s and goes on', async (_, target) => {
    receiver = await startLeadReceiver({ port: 0, portBase: 4100 });
    for (const method of ['GET', 'POST']) {
      const answer = await rawExchange(portOf(receiver), method === 'GET' ? rawRequest(target) : rawPost(json({ n: 1 }), {}, target));
      // Node's parser refuses a request line and headers over 16 kB itself, before the handler.
      expect([method, answer.status]).toEqual([method, expected[target] ?? 431]);
    }
    expect(await answersNormally(portOf(receiver), '/leads/nmls?id=4455')).toBe(200);
    expect(receiver.leads).toEqual([]);
  });

  it('takes a lead sent in the absolute form', async () => {
    receiver = await startLeadReceiver({ port: 0, portBase: 4100 });
    expect((await rawExchange(portOf(receiver), rawPost(json({ n: 1 }), {}, `http://127.0.0.1:${portOf(receiver)}/leads`))).status).toBe(200);
    expect(receiver.leads.map((lead) => lead.body)).toEqual([{ n: 1 }]);
  });

  it('answers 200 concurrent requests, good and bad, and goes on', async () => {
    receiver = await startLeadReceiver({ port: 0, portBase: 4100 });
    const kinds: [number, Buffer][] = [
      [200, rawPost(json({ email: 'ada@example.com' }))],
      [400, rawPost('{"email": ')],
      [415, rawPost('email=ada', { 'Content-Type': 'application/x-www-form-urlencoded' })],
      [413, rawPost('{}', { 'Content-Length': String(5 * 1024 * 1024) })],
      [403, rawPost('{}', { Origin: 'https://evil.example' })],
      [204, rawRequest('/leads', { method: 'OPTIONS', headers: { Origin: BRAND, 'Access-Control-Request-Method': 'POST' } })],
      [400, rawRequest('/%zz')],
      [404, rawRequest('//')],
    ];
    const requests = Array.from({ length: 200 }, (_, index) => kinds[index % kinds.length]!);
    const answers = await Promise.all(requests.map(([, request]) => rawExchange(portOf(receiver!), request)));
    expect(answers.map((answer) => answer.status)).toEqual(requests.map(([status]) => status));
    expect(receiver.leads).toHaveLength(200 / kinds.length);
    expect(await answersNormally(portOf(receiver), '/leads/nmls?id=4455')).toBe(200);
  });
});

describe('describeLead', () => {
  const lead = (body: Record<string, unknown>): ReceivedLead => ({
    path: '/leads',
    contentType: 'application/json',
    origin: BRAND,
    body,
    bytes: Buffer.byteLength(json(body)),
    at: 0,
  });

  it('prints where a lead came from, its size and one line per field, values cut and control characters escaped', () => {
    const body = { FirstName: 'Ada', Message: `${'m'.repeat(PRINTED_VALUE_CHARS)}tail`, Note: 'line 1\nline 2\u001b[31m\u200b', Consent: true };
    expect(describeLead(lead(body)).split('\n')).toEqual([
      `Lead to /leads from ${BRAND}: 4 fields, ${Buffer.byteLength(json(body))} bytes`,
      '  FirstName: Ada',
      `  Message: ${'m'.repeat(PRINTED_VALUE_CHARS)}… (4 more characters)`,
      '  Note: line 1U+000Aline 2U+001B[31mU+200B',
      '  Consent: true',
    ]);
  });

  it('prints a HubSpot submission by its field names, with its page', () => {
    const body = {
      fields: [
        { name: 'email', value: 'ada@example.com', objectTypeId: '0-1' },
        { name: 'company', value: 'Analytical Engines' },
      ],
      context: { pageUri: 'http://127.0.0.1:4100/contact-us/', pageName: 'Contact us' },
    };
    expect(describeLead(lead(body)).split('\n')).toEqual([
      `Lead to /leads from ${BRAND} (page http://127.0.0.1:4100/contact-us/): 2 fields, ${Buffer.byteLength(json(body))} bytes, HubSpot shape`,
      '  email: ada@example.com',
      '  company: Analytical Engines',
    ]);
  });

  it(`prints at most ${PRINTED_FIELDS} fields of a lead near the size limit`, () => {
    const body = Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`field${index}`, 'v'.repeat(120)]));
    const lines = describeLead(lead(body)).split('\n');
    expect(lines).toHaveLength(1 + PRINTED_FIELDS + 1);
    expect(lines.at(-1)).toBe(`  … and ${500 - PRINTED_FIELDS} more fields`);
    expect(describeLead(lead(body)).length).toBeLessThan(PRINTED_FIELDS * (PRINTED_VALUE_CHARS + 40) + 200);
  });
});

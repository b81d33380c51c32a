// @vitest-environment node
/** The local lead receiver the e2e tests and `npm start` use, exercised over real HTTP. */
import { afterEach, describe, expect, it } from 'vitest';
import { KNOWN_NMLS_IDS, type LeadReceiver, leadReceiverPort, leadReceiverUrl, startLeadReceiver } from './lead-receiver';

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
    receiver = await startLeadReceiver({ port: 0 });
    const response = await post(receiver.url, { email: 'ada@example.com' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4100');
    expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(receiver.leads).toEqual([
      expect.objectContaining({ path: '/leads', origin: 'http://127.0.0.1:4100', contentType: 'application/json', body: { email: 'ada@example.com' } }),
    ]);
  });

  it('answers the CORS preflight without recording a lead', async () => {
    receiver = await startLeadReceiver({ port: 0 });
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
    receiver = await startLeadReceiver({ port: 0, replier: (_, index) => ({ status: index === 0 ? 429 : 201, headers: { 'Retry-After': '3' } }) });
    const first = await post(receiver.url, { n: 1 });
    expect([first.status, first.headers.get('retry-after')]).toEqual([429, '3']);
    expect((await post(receiver.url, { n: 2 })).status).toBe(201);
    receiver.reset(() => ({ status: 500 }));
    expect(receiver.leads).toHaveLength(0);
    expect((await post(receiver.url, { n: 3 })).status).toBe(500);
    expect(receiver.leads.map((lead) => lead.body)).toEqual([{ n: 3 }]);
  });

  it('can hang, and still closes', async () => {
    receiver = await startLeadReceiver({ port: 0, replier: () => 'hang' });
    const controller = new AbortController();
    const pending = post(receiver.url, { n: 1 }, controller.signal).catch((error: unknown) => error);
    await expect.poll(() => receiver!.leads.length).toBe(1);
    await receiver.close();
    receiver = undefined;
    controller.abort();
    expect(await pending).toBeInstanceOf(Error);
  });

  it('records POSTs to paths under its own, with their path (a page service such as {leadReceiverUrl}/rate-watch)', async () => {
    receiver = await startLeadReceiver({ port: 0 });
    expect((await post(`${receiver.url}/rate-watch`, { updateType: 'Frequency' })).status).toBe(200);
    expect(receiver.leads).toEqual([expect.objectContaining({ path: '/leads/rate-watch', body: { updateType: 'Frequency' } })]);
    expect((await fetch(receiver.url.replace('/leads', '/leadsx'), { method: 'POST' })).status).toBe(404);
  });

  it('refuses other paths and methods', async () => {
    receiver = await startLeadReceiver({ port: 0 });
    expect((await fetch(receiver.url.replace('/leads', '/other'), { method: 'POST' })).status).toBe(404);
    expect((await fetch(receiver.url)).status).toBe(405);
  });

  it.each(Object.keys(KNOWN_NMLS_IDS))('answers the NMLS lookup of the known ID %s with one record, readable cross-origin', async (id) => {
    receiver = await startLeadReceiver({ port: 0 });
    const response = await fetch(`${receiver.url}/nmls?id=${id}`, { headers: { Origin: 'http://127.0.0.1:4100' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4100');
    expect(await response.json()).toEqual({ body: { data: { records: [{ nmlsId: id, companyName: KNOWN_NMLS_IDS[id] }] } } });
    expect(receiver.lookups).toEqual([id]);
    expect(receiver.leads).toHaveLength(0);
  });

  it('answers an unknown or missing NMLS ID with an empty list, forgets lookups on reset, and takes GET only', async () => {
    receiver = await startLeadReceiver({ port: 0 });
    expect(await (await fetch(`${receiver.url}/nmls?id=999999`)).json()).toEqual({ body: { data: { records: [] } } });
    expect(await (await fetch(`${receiver.url}/nmls`)).json()).toEqual({ body: { data: { records: [] } } });
    expect(await (await fetch(`${receiver.url}/nmls?id=toString`)).json()).toEqual({ body: { data: { records: [] } } });
    expect(receiver.lookups).toEqual(['999999', '', 'toString']);
    receiver.reset();
    expect(receiver.lookups).toEqual([]);
    const post = await fetch(`${receiver.url}/nmls?id=123456`, { method: 'POST' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, OPTIONS']);
  });
});

import { relayHandler, RELAY_INVALID_MESSAGE, RELAY_NO_LEAD_MESSAGE } from './handlers';
import { handlerFor } from './handler-from-content';
import { recordingSleep, scriptedFetch } from './test-helpers';
import type { FetchLike } from './transport';
import type { LeadEnvelope } from './types';

const URL = 'https://leads.axosbank.com/leads';
const LEAD: LeadEnvelope = {
  form: 'basicContact',
  values: { first_name: 'Ada', email: 'ada@example.com' },
  key: '4f7c1e2a-9b7d-4a8e-8d44-0c6a3f1e2b55',
  bot: { hp: '', elapsedMs: 8_000 },
};
const CONTEXT = { pageUri: 'https://www.axosbank.com/contact/', pageName: 'Contact', lead: LEAD };

describe('relayHandler', () => {
  it('POSTs the envelope as JSON with its key in the Idempotency-Key header (not in the body) and the page it is on; 202 is sent', async () => {
    const { fetch, requests } = scriptedFetch(202);
    const result = await relayHandler(URL, { fetch })({ ignored: 'payload' }, CONTEXT);
    expect(result).toEqual({ status: 'sent', attempts: 1, httpStatus: 202 });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: URL, method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': LEAD.key } });
    const { key: _key, ...body } = LEAD;
    expect(JSON.parse(requests[0]!.body!)).toEqual({ ...body, page: { uri: 'https://www.axosbank.com/contact/', name: 'Contact' } });
  });

  it("a 422 is 'invalid' with the relay's message for each field, and not retried", async () => {
    const errors = [{ field: 'first_name', message: 'First Name is required.' }];
    const fetch = vi.fn<FetchLike>(async () => new Response(JSON.stringify({ errors }), { status: 422 }));
    const result = await relayHandler(URL, { fetch })({}, CONTEXT);
    expect(result).toEqual({ status: 'failed', reason: 'invalid', message: RELAY_INVALID_MESSAGE, attempts: 1, httpStatus: 422, fieldErrors: errors });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a 503 then 202 is retried with the same key: one lead at the relay', async () => {
    const { fetch, requests } = scriptedFetch(503, 202);
    const { sleep } = recordingSleep();
    const result = await relayHandler(URL, { fetch, sleep, random: () => 0 })({}, CONTEXT);
    expect(result).toMatchObject({ status: 'sent', attempts: 2 });
    expect(requests.map((request) => request.headers['idempotency-key'])).toEqual([LEAD.key, LEAD.key]);
  });

  it('a 429 past its attempts fails as the other handlers fail', async () => {
    const { fetch } = scriptedFetch({ status: 429, headers: { 'Retry-After': '1' } });
    const { sleep } = recordingSleep();
    const result = await relayHandler(URL, { fetch, sleep })({}, CONTEXT);
    expect(result).toMatchObject({ status: 'failed', reason: 'http', httpStatus: 429, attempts: 3 });
  });

  it('without an envelope from the engine it sends nothing and says so', async () => {
    const { fetch } = scriptedFetch(202);
    expect(await relayHandler(URL, { fetch })({}, { pageUri: CONTEXT.pageUri, pageName: 'Contact' })).toEqual({
      status: 'failed',
      reason: 'network',
      message: RELAY_NO_LEAD_MESSAGE,
      attempts: 0,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("content's relay configuration names it, with its forward target checked", async () => {
    const { fetch, requests } = scriptedFetch(202);
    const handler = handlerFor({ handler: 'relay', url: URL, forward: { handler: 'webhook', url: 'https://crm.axosbank.com/v1/web-leads' } }, { fetch });
    expect(await handler({}, CONTEXT)).toMatchObject({ status: 'sent' });
    expect(requests[0]!.url).toBe(URL);
    expect(() => handlerFor({ handler: 'relay', url: URL, forward: { handler: 'webhook', url: 'ftp://crm.example/x' } })).toThrow();
  });
});

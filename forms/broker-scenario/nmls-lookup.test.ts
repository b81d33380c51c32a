import { lookupNmls, NMLS_NOT_CHECKED, nmlsCheck } from './nmls-lookup';

const URL_ = 'https://leads.bank.example/v1/web-leads/nmls';

const json = (body: unknown, status = 200) =>
  vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('lookupNmls', () => {
  it('asks with GET <url>?id=<id>, nothing else', async () => {
    const fetch = json({ body: { data: { records: [{ nmls: '123456' }] } } });
    expect(await lookupNmls('123456', URL_, { fetch })).toEqual({ status: 'found', records: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(`${URL_}?id=123456`);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'GET' });
  });

  it('keeps a query the URL already has, and encodes the id', async () => {
    const fetch = json({ body: { data: { records: [] } } });
    await lookupNmls('12 34&x', 'https://nmls.example/lookup?key=k', { fetch });
    expect(fetch.mock.calls[0]?.[0]).toBe('https://nmls.example/lookup?key=k&id=12+34%26x');
  });

  it.each([
    ['records listed', 200, { body: { data: { records: [{}, {}] } } }, { status: 'found', records: 2 }],
    ['an empty list', 200, { body: { data: { records: [] } } }, { status: 'notFound' }],
    ['no records key', 200, { body: { data: {} } }, { status: 'failed', reason: 'the answer has no body.data.records list' }],
    ['records not a list', 200, { body: { data: { records: 'none' } } }, { status: 'failed', reason: 'the answer has no body.data.records list' }],
    ['records at the top level', 200, { records: [{}] }, { status: 'failed', reason: 'the answer has no body.data.records list' }],
    ['a JSON null', 200, null, { status: 'failed', reason: 'the answer has no body.data.records list' }],
    ['a server error', 500, { body: { data: { records: [{}] } } }, { status: 'failed', reason: 'HTTP 500' }],
    ['not found', 404, {}, { status: 'failed', reason: 'HTTP 404' }],
  ])('%s (%i) -> %j', async (_name, status, body, expected) => {
    expect(await lookupNmls('123456', URL_, { fetch: json(body, status) })).toEqual(expected);
  });

  it('fails on an answer that is not JSON', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response('<html>oops</html>', { status: 200 }));
    expect(await lookupNmls('123456', URL_, { fetch })).toEqual({ status: 'failed', reason: 'the answer is not JSON' });
  });

  it('fails on a network error', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await lookupNmls('123456', URL_, { fetch })).toEqual({ status: 'failed', reason: 'Failed to fetch' });
  });

  it('gives up after the timeout, aborting the request', async () => {
    let seen: AbortSignal | undefined;
    const fetch = vi.fn<typeof globalThis.fetch>((_url, init) => {
      seen = init?.signal ?? undefined;
      return new Promise((_resolve, reject) => seen?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });
    expect(await lookupNmls('123456', URL_, { fetch, timeoutMs: 20 })).toEqual({ status: 'failed', reason: 'timed out' });
    expect(seen?.aborted).toBe(true);
  });

  it('fails on a URL that is not one', async () => {
    expect(await lookupNmls('123456', 'not a url', { fetch: json({}) })).toEqual({ status: 'failed', reason: 'not a URL: not a url' });
  });
});

describe('nmlsCheck: the message under the NMLS field', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['a known ID', json({ body: { data: { records: [{ nmls: '123456' }] } } }), undefined],
    ['an unknown ID', json({ body: { data: { records: [] } } }), 'NMLS ID is not valid'],
    // No verdict on the ID: said under the field, but the button stays pressable (CheckNotRun).
    ['a failed lookup', json({}, 503), { notRun: NMLS_NOT_CHECKED }],
    ['a lookup without the list', json({ ok: true }), { notRun: NMLS_NOT_CHECKED }],
  ])('%s -> %j', async (_name, fetch, expected) => {
    expect(await nmlsCheck(URL_, { fetch })(' 123456 ')).toEqual(expected);
    expect(fetch.mock.calls[0]?.[0]).toBe(`${URL_}?id=123456`);
  });

  it('without a lookup service the ID cannot be checked', async () => {
    expect(await nmlsCheck(undefined)('123456')).toEqual({ notRun: NMLS_NOT_CHECKED });
  });
});

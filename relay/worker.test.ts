// @vitest-environment node
import worker, { resetWorker, ROUTES_KEY } from './worker';
import type { KvLike } from './store/kv';
import { CRM_URL, envelope, leadRequest, ROUTES } from './test-helpers';

/** A KV namespace in memory, with list() as Workers answers it. */
function memoryKv(): KvLike & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: async (key) => values.get(key) ?? null,
    put: async (key, value) => void values.set(key, value),
    list: async ({ prefix }) => ({ keys: [...values.keys()].filter((key) => key.startsWith(prefix)).map((name) => ({ name })), list_complete: true }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetWorker();
});

describe('the relay as a Cloudflare Worker', () => {
  it("stores the lead in KV before answering 202, and forwards it in the request's waitUntil", async () => {
    const kv = memoryKv();
    await kv.put(ROUTES_KEY, JSON.stringify(ROUTES));
    const forwarded: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      forwarded.push(url);
      return new Response('ok');
    });
    const waiting: Promise<unknown>[] = [];
    const response = await worker.fetch(
      leadRequest(envelope(), { key: 'worker-key-1' }),
      { LEADS: kv },
      { waitUntil: (work) => void waiting.push(work), passThroughOnException: () => undefined },
    );
    expect(response.status).toBe(202);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const { id } = (await response.json()) as { id: string };
    expect(kv.values.get('key:worker-key-1')).toBe(id);
    expect(JSON.parse(kv.values.get(`lead:${id}`)!)).toMatchObject({ form: 'basicContact', key: 'worker-key-1' });
    expect(waiting).toHaveLength(1);
    await Promise.all(waiting);
    expect(forwarded).toEqual([CRM_URL]);
    expect(JSON.parse(kv.values.get(`lead:${id}`)!)).toMatchObject({ state: 'forwarded', attempts: 1 });
  });

  it('answers 404 at any other path, with nosniff', async () => {
    const kv = memoryKv();
    await kv.put(ROUTES_KEY, JSON.stringify(ROUTES));
    const response = await worker.fetch(
      new Request('https://relay.test/admin'),
      { LEADS: kv },
      { waitUntil: () => undefined, passThroughOnException: () => undefined },
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

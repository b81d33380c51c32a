// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNodeRelay } from './node';
import { envelope, ORIGIN, ROUTES } from './test-helpers';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relay-node-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const post = (url: string, key: string) =>
  fetch(`${url}/leads`, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(envelope()),
  });

describe('the relay on Node', () => {
  it('stopped while the CRM has not answered, and started again: the lead is sent again with its key, and kept once', async () => {
    const journal = path.join(dir, 'leads.jsonl');
    const seen: string[] = [];
    const hanging = await startNodeRelay({
      port: 0,
      journal,
      routes: ROUTES,
      log: () => undefined,
      forward: {
        fetch: async (_url, init) => {
          seen.push(new Headers(init.headers).get('Idempotency-Key') ?? '');
          return new Promise<Response>(() => undefined);
        },
      },
    });
    const response = await post(hanging.url, 'node-key-0001');
    expect(response.status).toBe(202);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    await vi.waitFor(() => expect(seen).toEqual(['node-key-0001']));
    await hanging.close();

    const again = await startNodeRelay({
      port: 0,
      journal,
      routes: ROUTES,
      log: () => undefined,
      forward: {
        fetch: async (_url, init) => {
          seen.push(new Headers(init.headers).get('Idempotency-Key') ?? '');
          return new Response('ok');
        },
      },
    });
    await again.forwarder.idle();
    await vi.waitFor(async () => expect((await again.store.list()).map((lead) => lead.state)).toEqual(['forwarded']));
    expect(seen).toEqual(['node-key-0001', 'node-key-0001']);
    // The browser sending it again after the restart gets the first answer.
    expect((await (await post(again.url, 'node-key-0001')).json()) as unknown).toMatchObject({ state: 'forwarded' });
    expect(await again.store.list()).toHaveLength(1);
    await again.close();
  });
});

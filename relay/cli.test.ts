// @vitest-environment node
import { runLeadsCommand } from './cli';
import { MemoryStore } from './store/memory';
import type { StoredLead } from './store/types';

const lead = (id: string, state: StoredLead['state'], lastError?: string): StoredLead => ({
  id,
  key: `key-${id}`,
  form: 'basicContact',
  brand: 'AXB',
  path: '/contact/',
  at: `2026-11-29T03:00:0${id.length}.000Z`,
  page: { uri: 'https://www.axosbank.com/contact/', name: 'Contact' },
  payload: { first_name: 'Ada', email: 'ada@example.com' },
  forward: { handler: 'webhook', url: 'https://crm.example.test/leads' },
  state,
  attempts: 1,
  ...(lastError !== undefined && { lastError }),
});

async function storeOf(...leads: StoredLead[]) {
  const store = new MemoryStore();
  for (const one of leads) await store.put(one);
  return store;
}

describe('npm run leads', () => {
  it('list: one JSON object a line (id, form, state, attempts, lastError), no field value', async () => {
    const store = await storeOf(lead('a', 'forwarded'), lead('b', 'refused', 'the CRM answered 400: INVALID_EMAIL'));
    const lines: string[] = [];
    expect(await runLeadsCommand(['list'], store, (line) => lines.push(line))).toBe(0);
    expect(lines.map((line): unknown => JSON.parse(line))).toEqual([
      { id: 'a', form: 'basicContact', state: 'forwarded', attempts: 1, lastError: null },
      { id: 'b', form: 'basicContact', state: 'refused', attempts: 1, lastError: 'the CRM answered 400: INVALID_EMAIL' },
    ]);
    expect(lines.join('\n')).not.toContain('Ada');
    expect(lines.join('\n')).not.toContain('ada@example.com');
  });

  it('replay --failed sends the refused and failed leads again, not the forwarded ones', async () => {
    const store = await storeOf(lead('a', 'forwarded'), lead('b', 'refused', 'the CRM answered 400: x'), lead('cc', 'failed', 'timeout'));
    const sent: string[] = [];
    const lines: string[] = [];
    const code = await runLeadsCommand(['replay', '--failed'], store, (line) => lines.push(line), {
      fetch: async (_url, init) => {
        sent.push(new Headers(init.headers).get('Idempotency-Key') ?? '');
        return new Response('ok');
      },
    });
    expect(code).toBe(0);
    expect(sent).toEqual(['key-b', 'key-cc']);
    expect(lines.map((line): unknown => JSON.parse(line))).toEqual([
      { id: 'b', form: 'basicContact', state: 'forwarded', attempts: 2, lastError: null },
      { id: 'cc', form: 'basicContact', state: 'forwarded', attempts: 2, lastError: null },
    ]);
  });

  it('replay of an unknown id says so and exits 1; a wrong command prints the usage and exits 2', async () => {
    const store = await storeOf();
    const lines: string[] = [];
    expect(await runLeadsCommand(['replay', 'nope'], store, (line) => lines.push(line))).toBe(1);
    expect(await runLeadsCommand(['purge'], store, (line) => lines.push(line))).toBe(2);
    expect(lines).toEqual(['No lead nope.', 'Usage: npm run leads -- list | replay <id> | replay --failed']);
  });
});

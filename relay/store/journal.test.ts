// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Forwarder } from '../crm';
import { JournalStore } from './journal';
import type { StoredLead } from './types';

const lead = (id: string): StoredLead => ({
  id,
  key: `key-${id}`,
  form: 'basicContact',
  brand: 'AXB',
  path: '/contact/',
  at: '2026-11-29T03:00:00.000Z',
  page: { uri: 'https://www.axosbank.com/contact/', name: 'Contact' },
  payload: { email: 'ada@example.com' },
  forward: { handler: 'webhook', url: 'https://crm.example.test/leads' },
  state: 'stored',
  attempts: 0,
});

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relay-journal-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('JournalStore', () => {
  it('keeps leads and their states across a restart', async () => {
    const file = path.join(dir, 'leads.jsonl');
    const first = await JournalStore.open(file);
    await first.put(lead('a'));
    await first.put(lead('b'));
    await first.update('a', { state: 'refused', attempts: 1, lastError: 'the CRM answered 400: INVALID_EMAIL' });
    await first.close();
    const again = await JournalStore.open(file);
    expect((await again.list()).map(({ id, state, attempts, lastError }) => ({ id, state, attempts, lastError }))).toEqual([
      { id: 'a', state: 'refused', attempts: 1, lastError: 'the CRM answered 400: INVALID_EMAIL' },
      { id: 'b', state: 'stored', attempts: 0, lastError: undefined },
    ]);
    expect((await again.byKey('key-b'))?.id).toBe('b');
    await again.close();
  });

  it('sets aside a last line torn by a crash mid-write, and writes on after it', async () => {
    const file = path.join(dir, 'leads.jsonl');
    const first = await JournalStore.open(file);
    await first.put(lead('a'));
    await first.close();
    fs.appendFileSync(file, '{"op":"put","lead":{"id":"b","ke');
    const again = await JournalStore.open(file);
    expect(again.tornLines).toBe(1);
    expect((await again.list()).map((one) => one.id)).toEqual(['a']);
    await again.put(lead('c'));
    await again.close();
    expect((await (await JournalStore.open(file)).list()).map((one) => one.id)).toEqual(['a', 'c']);
  });

  it('refuses a journal damaged before its end, naming the file and line', async () => {
    const file = path.join(dir, 'leads.jsonl');
    fs.writeFileSync(file, `not json\n${JSON.stringify({ op: 'put', lead: lead('a') })}\n`);
    await expect(JournalStore.open(file)).rejects.toThrow(`${file}: line 1: not a JSON entry; the journal is damaged before its end`);
  });

  it('a restart in the middle of a send resumes the lead and forwards it', async () => {
    const file = path.join(dir, 'leads.jsonl');
    const first = await JournalStore.open(file);
    await first.put(lead('a'));
    await first.put(lead('b'));
    // The process died while 'a' was being sent: its state says forwarding; 'b' was forwarded.
    await first.update('a', { state: 'forwarding', attempts: 0 });
    await first.update('b', { state: 'forwarded', attempts: 1 });
    await first.close();

    const again = await JournalStore.open(file);
    const sent: string[] = [];
    const forwarder = new Forwarder(again, {
      fetch: async (_url, init) => {
        sent.push(new Headers(init.headers).get('Idempotency-Key') ?? '');
        return new Response('ok');
      },
    });
    await forwarder.resume();
    expect(sent).toEqual(['key-a']);
    expect(await again.get('a')).toMatchObject({ state: 'forwarded', attempts: 1 });
    await again.close();
  });
});

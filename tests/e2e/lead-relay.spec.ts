/**
 * The lead relay end to end (issue 41), over HTTP on localhost: the relay as `npm start` runs it
 * (relay/node.ts: Hono on Node, the journal on disk) with the routes of AXB's content, and a fake CRM
 * (the lead receiver, which records each request with its Idempotency-Key). The envelopes are what a
 * page of the AXB export posts (its origin, its form, the page's URL); what is judged is what the CRM
 * gets. Each test starts its own relay and CRM on ports of their own, so the file runs beside the
 * lead-forms specs.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { type LeadReceiver, type Replier, startLeadReceiver } from '../../scripts/lib/lead-receiver';
import { brandOrigin } from '../../scripts/lib/static-server';
import { type NodeRelay, startNodeRelay } from '../../relay/node';
import { leadRoutesFromContent, type LeadRoutes } from '../../relay/routes';

const ORIGIN = brandOrigin('AXB');
const PAGE = `${ORIGIN}/customer-support/?utm_campaign=spring`;
const VALUES = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '555-123-4567', checkbox__c: false };
/** A person's send: the honeypot left empty, twelve seconds from the first key to Submit. */
const envelope = (overrides: Record<string, unknown> = {}) => ({
  form: 'general',
  values: VALUES,
  page: { uri: PAGE, name: 'Customer Support' },
  bot: { hp: '', elapsedMs: 12_000 },
  ...overrides,
});

/** AXB's routes, each forwarding to `crmUrl` instead of the bank's CRM. */
function routesTo(crmUrl: string): LeadRoutes {
  const routes = leadRoutesFromContent(['AXB'], { [ORIGIN]: 'AXB' });
  return { ...routes, routes: routes.routes.map((route) => ({ ...route, forward: { handler: 'webhook', url: crmUrl } })) };
}

/** A port nothing listens on yet. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let dir: string;
const open: { close(): Promise<void> }[] = [];
test.beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-lead-relay-'));
});
test.afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function crm(port: number, replier?: Replier): Promise<LeadReceiver> {
  const started = await startLeadReceiver({ port, ...(replier && { replier }) });
  open.push(started);
  return started;
}

async function relay(crmUrl: string): Promise<NodeRelay> {
  const started = await startNodeRelay({
    port: 0,
    journal: path.join(dir, 'leads.jsonl'),
    routes: routesTo(crmUrl),
    log: () => undefined,
    // The CRM's outage is seconds here, not minutes: the same backoff, scaled down.
    forward: { policy: { baseDelayMs: 200, maxDelayMs: 400, maxAttempts: 10 } },
  });
  open.push(started);
  return started;
}

/** The leads the CRM accepted, by key: a lead that "arrived once" is one key, once. */
const acceptedKeys = (leads: readonly { key?: string }[], accepted: (index: number) => boolean) =>
  leads.filter((_, index) => accepted(index)).map((lead) => lead.key);

test.describe('the lead relay between the page and the CRM', () => {
  test('the CRM down for a while, then back: the lead arrives exactly once, with the payload the form builds', async ({ request }) => {
    // Down: the CRM answers 503 to everything until it is back.
    const back = await crm(await freePort(), () => ({ status: 503 }));
    const accepted: number[] = [];
    const server = await relay(back.url);
    const answer = await request.post(`${server.url}/leads`, { headers: { Origin: ORIGIN, 'Idempotency-Key': 'e2e-down-then-back' }, data: envelope() });
    expect(answer.status()).toBe(202);
    await expect.poll(() => back.leads.length).toBeGreaterThanOrEqual(2);
    back.reset((_lead, index) => (accepted.push(index), { status: 200 }));
    await expect.poll(async () => (await server.store.list()).map((lead) => lead.state)).toEqual(['forwarded']);
    // Once back, one request, accepted: the relay stops at the first 2xx.
    expect(back.leads.map((lead) => lead.key)).toEqual(['e2e-down-then-back']);
    expect(accepted).toEqual([0]);
    expect(back.leads[0]!.body).toEqual({
      Brand_SFDC2__c: 'Axos Bank',
      Branch_SFDC2__c: 'Consumer',
      Sub_Branch_SFDC2__c: 'Digital',
      Lead_Source_Detail_SFDC2__c: 'axosbank.com',
      lead_source: 'Web RMI',
      Web_Source__c: '/customer-support/',
      Full_Web_Source__c: '/customer-support/',
      Marketing_Source__c: 'spring',
      First_UTMCampaign__c: 'spring',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '5551234567',
      checkbox__c: false,
      Send_SMS__c: false,
      DoNotCall: true,
    });
    expect((await server.store.list()).map((lead) => lead.state)).toEqual(['forwarded']);
  });

  for (const [bot, reading] of [
    ['the honeypot filled', { hp: 'https://cheap-pills.example', elapsedMs: 12_000 }],
    ['sent within a second of the first interaction', { hp: '', elapsedMs: 600 }],
  ] as const) {
    test(`a bot-like send (${bot}): answered 202 as if accepted, nothing forwarded`, async ({ request }) => {
      const fake = await crm(await freePort());
      const server = await relay(fake.url);
      const answer = await request.post(`${server.url}/leads`, {
        headers: { Origin: ORIGIN, 'Idempotency-Key': `e2e-bot-${reading.elapsedMs}` },
        data: envelope({ bot: reading }),
      });
      expect(answer.status()).toBe(202);
      expect(await answer.json()).toMatchObject({ state: 'stored' });
      await server.forwarder.idle();
      expect(await server.store.list()).toEqual([]);
      expect(fake.leads).toEqual([]);
    });
  }

  test('a tampered payload posted directly: 422 with the form’s own field messages, nothing forwarded', async ({ request }) => {
    const fake = await crm(await freePort());
    const server = await relay(fake.url);
    const answer = await request.post(`${server.url}/leads`, {
      headers: { Origin: ORIGIN, 'Idempotency-Key': 'e2e-tampered' },
      data: envelope({ values: { ...VALUES, email: 'not-an-email', phone: '1', Brand_SFDC2__c: 'Injected' } }),
    });
    expect(answer.status()).toBe(422);
    expect(await answer.json()).toEqual({
      errors: [
        { field: 'email', message: 'Email is required.' },
        { field: 'phone', message: 'Phone is required.' },
      ],
    });
    await server.forwarder.idle();
    expect(fake.leads).toEqual([]);
  });

  test('a double click (the same lead twice at once): one lead', async ({ request }) => {
    const fake = await crm(await freePort());
    const server = await relay(fake.url);
    const send = () => request.post(`${server.url}/leads`, { headers: { Origin: ORIGIN, 'Idempotency-Key': 'e2e-double-click' }, data: envelope() });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.status())).toEqual([202, 202]);
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id));
    expect(ids[0]).toBe(ids[1]);
    await server.forwarder.idle();
    expect(fake.leads.map((lead) => lead.key)).toEqual(['e2e-double-click']);
  });

  test('the relay stopped and started during a send: the lead arrives once', async ({ request }) => {
    // The CRM takes the first request and never answers it: the relay is stopped while it waits.
    let answered = 0;
    const fake = await crm(await freePort(), (_lead, index) => (index === 0 ? 'hang' : (answered++, { status: 200 })));
    const first = await relay(fake.url);
    const answer = await request.post(`${first.url}/leads`, { headers: { Origin: ORIGIN, 'Idempotency-Key': 'e2e-restart' }, data: envelope() });
    expect(answer.status()).toBe(202);
    await expect.poll(() => fake.leads.length).toBe(1);
    await first.close();
    open.splice(open.indexOf(first), 1);

    const second = await relay(fake.url);
    await expect.poll(async () => (await second.store.list()).map((lead) => lead.state)).toEqual(['forwarded']);
    // The CRM saw the lead twice under one key, and accepted it once: a webhook that honours the key keeps one.
    expect(fake.leads.map((lead) => lead.key)).toEqual(['e2e-restart', 'e2e-restart']);
    expect(acceptedKeys(fake.leads, (index) => index > 0)).toEqual(['e2e-restart']);
    expect(answered).toBe(1);
    // The page sending it again after the restart gets the first answer; nothing more is forwarded.
    const again = await request.post(`${second.url}/leads`, { headers: { Origin: ORIGIN, 'Idempotency-Key': 'e2e-restart' }, data: envelope() });
    expect(await again.json()).toMatchObject({ state: 'forwarded' });
    expect(fake.leads).toHaveLength(2);
  });
});

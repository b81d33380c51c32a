/**
 * npm run bench:relay: how many leads the relay accepts and stores a second on this machine, and the
 * p99 time of its answer, beside a bare Hono hello-world on @hono/node-server in the same run (the
 * framework's own ceiling). A measurement to log in docs/benchmarks.md, not a timed test.
 *
 * Each request is a new lead (its own Idempotency-Key and email address), so every one is validated
 * with the form's schema, built with its payload builder and written to the journal with fdatasync
 * before the 202. Forwarding answers at once (no CRM on the wire): the figure is the relay's intake.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 20) tune the run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { startNodeRelay } from '../relay/node';
import type { LeadRoutes } from '../relay/routes';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ORIGIN = 'https://www.axosbank.com';
const ROUTES: LeadRoutes = {
  origins: { [ORIGIN]: 'AXB' },
  routes: [{ brand: 'AXB', path: '/customer-support/', form: 'general', crm: { brand: 'Axos Bank' }, forward: { handler: 'webhook', url: 'https://crm.example.test/leads' } }],
};

type Figures = { requests: number; perSecond: number; p50: number; p99: number; non2xx: number };

async function run(url: string, request: autocannon.Options['requests']): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: seconds, ...(request && { requests: request }) });
  return { requests: result.requests.total, perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-relay-'));
const relay = await startNodeRelay({
  port: 0,
  journal: path.join(dir, 'leads.jsonl'),
  routes: ROUTES,
  log: () => undefined,
  rate: { capacity: 1e9, perMinute: 1e9 },
  forward: { fetch: () => Promise.resolve(new Response('ok')) },
});
const hello = new Hono().get('/', (context) => context.text('Hello Hono!'));
const helloServer = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const started = serve({ fetch: hello.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
});
const helloPort = (helloServer.address() as { port: number }).port;

let sent = 0;
const bare = await run(`http://127.0.0.1:${helloPort}/`, undefined);
const leads = await run(`${relay.url}/leads`, [
  {
    method: 'POST',
    setupRequest: (request) => {
      sent++;
      return {
        ...request,
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'Idempotency-Key': `bench-${process.pid}-${sent}` },
        body: JSON.stringify({
          form: 'general',
          values: { first_name: 'Ada', last_name: 'Lovelace', email: `ada+${sent}@example.com`, phone: '555-123-4567', checkbox__c: false },
          page: { uri: `${ORIGIN}/customer-support/`, name: 'Customer Support' },
          bot: { hp: '', elapsedMs: 12_000 },
        }),
      };
    },
  },
]);
await relay.forwarder.idle();
const stored = (await relay.store.list()).length;
await relay.close();
await new Promise<void>((resolve) => helloServer.close(() => resolve()));
fs.rmSync(dir, { recursive: true, force: true });

const line = (name: string, figures: Figures) =>
  `${name.padEnd(34)} ${figures.perSecond.toFixed(0).padStart(7)} req/s  p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms  (${figures.requests} requests, ${figures.non2xx} not 2xx)`;
console.log(`${seconds} s each, ${connections} connections, Node ${process.version}, ${os.cpus().length} cores`);
console.log(line('Hono hello-world (bare framework)', bare));
console.log(line('Relay: lead accepted and stored', leads));
console.log(`Leads in the journal: ${stored} (accepted ${leads.requests - leads.non2xx}).`);

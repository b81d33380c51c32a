/**
 * The relay as a Cloudflare Worker (docs/lead-relay.md, "Deploy"): the same Hono app, its leads in the
 * KV namespace bound as LEADS (relay/store/kv.ts), its lead routes read from that namespace's
 * `config:routes` (written by `npm run relay:routes` and uploaded with wrangler), each forwarding run
 * after the answer through the request's waitUntil, the client's address from CF-Connecting-IP.
 */
import type { ExecutionContext } from 'hono';
import { createRelay, type Relay } from './app';
import type { LeadRoutes } from './routes';
import { type KvLike, KvStore } from './store/kv';

type WorkerEnv = { LEADS: KvLike };

/** The key of the lead routes in the LEADS namespace. */
export const ROUTES_KEY = 'config:routes';

let relay: Relay | undefined;

async function relayFor(env: WorkerEnv): Promise<Relay> {
  if (relay !== undefined) return relay;
  const text = await env.LEADS.get(ROUTES_KEY);
  if (text === null) throw new Error(`The LEADS namespace has no ${ROUTES_KEY}: upload relay-routes.json (docs/lead-relay.md)`);
  const routes = JSON.parse(text) as LeadRoutes;
  relay = createRelay({
    routes,
    store: new KvStore(env.LEADS),
    background: (work, context) => context.executionCtx.waitUntil(work),
    clientOf: (context) => context.req.header('cf-connecting-ip') ?? 'unknown',
  });
  return relay;
}

/** Workers' ExecutionContext, the part the relay uses. */
type WorkerContext = Pick<ExecutionContext, 'waitUntil' | 'passThroughOnException'>;

export default {
  async fetch(request: Request, env: WorkerEnv, context: WorkerContext): Promise<Response> {
    return (await relayFor(env)).app.fetch(request, env, { props: {}, ...context });
  },
};

/** Forgets the relay built for the first request (tests start each from a new namespace). */
export function resetWorker(): void {
  relay = undefined;
}

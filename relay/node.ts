/**
 * The relay on Node: the Hono app on @hono/node-server, its leads in the journal (relay/store/journal.ts),
 * the client's address from the socket. Starting takes up every lead a previous run left unfinished.
 */
import type { AddressInfo } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { serve } from '@hono/node-server';
import { createRelay, type Relay, type RelayOptions } from './app';
import { JournalStore } from './store/journal';

/** Where the journal lives unless LEAD_JOURNAL names another file. */
export const DEFAULT_JOURNAL = 'relay-data/leads.jsonl';

export type NodeRelay = Relay & { url: string; store: JournalStore; close(): Promise<void> };

export async function startNodeRelay(
  options: Omit<RelayOptions, 'store' | 'clientOf'> & {
    port: number;
    host?: string;
    journal?: string;
    /**
     * The end-to-end tests' way to script the relay's answer to a page: a status answered instead of
     * taking the request (the relay refusing or overloaded: nothing is stored), or 'hang': the request
     * is taken and its answer never comes.
     */
    reply?: (request: Request) => { status: number; headers?: Record<string, string> } | 'hang' | undefined;
  },
): Promise<NodeRelay> {
  const store = await JournalStore.open(options.journal ?? process.env.LEAD_JOURNAL ?? DEFAULT_JOURNAL);
  const relay = createRelay({
    ...options,
    store,
    clientOf: (context) => {
      const incoming: unknown = Reflect.get(context.env ?? {}, 'incoming');
      return (incoming as IncomingMessage | undefined)?.socket.remoteAddress ?? 'unknown';
    },
  });
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const reply = options.reply;
    const fetch: typeof relay.app.fetch =
      reply === undefined
        ? relay.app.fetch
        : async (request, ...rest) => {
            const scripted = reply(request);
            if (scripted === undefined) return relay.app.fetch(request, ...rest);
            if (scripted === 'hang') {
              await relay.app.fetch(request, ...rest);
              return new Promise<Response>(() => undefined);
            }
            const origin = request.headers.get('origin');
            return new Response(JSON.stringify({ error: 'scripted' }), {
              status: scripted.status,
              headers: {
                'Content-Type': 'application/json',
                ...(origin !== null && { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'Retry-After' }),
                ...scripted.headers,
              },
            });
          };
    const started = serve({ fetch, port: options.port, hostname: host }, () => resolve(started));
    started.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  // As a forward in the background: one interrupted by a stop is taken up again at the next start.
  relay.forwarder
    .resume()
    .catch((error: unknown) => console.error(`Lead relay: resuming stored leads stopped: ${error instanceof Error ? error.message : String(error)}`));
  return {
    ...relay,
    store,
    url: `http://${host}:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      });
      await store.close();
    },
  };
}

/**
 * A lead receiver on 127.0.0.1: the stand-in for the bank's lead endpoint that the sample forms'
 * `webhook` handler posts to ({leadReceiverUrl} in content). `npm start` runs one that prints every
 * lead; the end-to-end tests start their own and script its answers (500, 429 with Retry-After, an
 * answer that never comes) to prove the retry and the failure paths.
 *
 * The pages are served from other ports, so a lead is a cross-origin POST of JSON: the receiver
 * answers the CORS preflight and exposes Retry-After, as a real endpoint must for a browser form
 * to read it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HOST, portBase } from './static-server';

export const LEAD_RECEIVER_PATH = '/leads';

/**
 * The NMLS lookup the `brokerScenario` form asks before it sends (spec 03 §7): GET
 * `/leads/nmls?id=<NMLS ID>`, which content writes as `{leadReceiverUrl}/nmls`, so it follows the
 * receiver wherever `--local-leads` points {leadReceiverUrl}. Its answer carries body.data.records:
 * one record for a known ID, an empty list for any other.
 */
export const NMLS_LOOKUP_PATH = `${LEAD_RECEIVER_PATH}/nmls`;

/** The NMLS IDs the local lookup knows (README, "Lead forms on this machine"). */
export const KNOWN_NMLS_IDS: Readonly<Record<string, string>> = {
  '123456': 'Harbor Point Mortgage LLC',
  '1234567': 'Summit Ridge Home Loans Inc.',
  '4455': 'Coastal Lending Partners',
};

/** The lookup's answer for `id`, in the shape the bank's NMLS service gives (body.data.records). */
export function nmlsLookupAnswer(id: string): { body: { data: { records: { nmlsId: string; companyName: string }[] } } } {
  const name = Object.hasOwn(KNOWN_NMLS_IDS, id) ? KNOWN_NMLS_IDS[id] : undefined;
  return { body: { data: { records: name === undefined ? [] : [{ nmlsId: id, companyName: name }] } } };
}

/** The receiver sits 10 ports below the first brand: 4090 with the default PORT_BASE of 4100. */
export function leadReceiverPort(base: number = portBase()): number {
  return base - 10;
}

export function leadReceiverUrl(base: number = portBase()): string {
  return `http://${HOST}:${leadReceiverPort(base)}${LEAD_RECEIVER_PATH}`;
}

export interface ReceivedLead {
  path: string;
  contentType: string | undefined;
  origin: string | undefined;
  /** The body parsed as JSON, or the raw text when it is not JSON. */
  body: unknown;
  /** Milliseconds since the epoch when the request arrived. */
  at: number;
}

/** How to answer a POST: a status (with headers), or 'hang' to never answer. */
export type Reply = { status: number; headers?: Record<string, string> } | 'hang';

/** Chooses the answer to the n-th POST (0-based, counted since the last reset). */
export type Replier = (lead: ReceivedLead, index: number) => Reply;

export const ACCEPT_ALL: Replier = () => ({ status: 200 });

export interface LeadReceiver {
  url: string;
  /** Every POST received since the last reset, in order. */
  readonly leads: readonly ReceivedLead[];
  /** The NMLS IDs looked up since the last reset, in order. */
  readonly lookups: readonly string[];
  /** Forgets the leads received and answers the next ones with `replier`. */
  reset(replier?: Replier): void;
  close(): Promise<void>;
}

function corsHeaders(origin: string | undefined): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Expose-Headers': 'Retry-After',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startLeadReceiver({
  port,
  replier = ACCEPT_ALL,
  onLead,
}: {
  port: number;
  replier?: Replier;
  onLead?: (lead: ReceivedLead) => void;
}): Promise<LeadReceiver> {
  const leads: ReceivedLead[] = [];
  const lookups: string[] = [];
  let reply = replier;

  const server = http.createServer((request, response) => {
    const origin = request.headers.origin;
    const cors = corsHeaders(origin);
    const url = new URL(request.url ?? '/', `http://${HOST}`);
    const path = url.pathname;
    if (path === NMLS_LOOKUP_PATH) {
      // A simple cross-origin GET: the answer only needs to allow the page's origin to read it.
      const lookupCors = { ...cors, 'Access-Control-Allow-Methods': 'GET, OPTIONS' };
      if (request.method === 'OPTIONS') {
        response.writeHead(204, lookupCors).end();
        return;
      }
      if (request.method !== 'GET') {
        response.writeHead(405, { ...lookupCors, Allow: 'GET, OPTIONS' }).end();
        return;
      }
      const id = url.searchParams.get('id') ?? '';
      lookups.push(id);
      response.writeHead(200, { ...lookupCors, 'Content-Type': 'application/json' }).end(JSON.stringify(nmlsLookupAnswer(id)));
      return;
    }
    // The receiver's own path and any path under it: a page's other services ({leadReceiverUrl}/rate-watch)
    // are posted here too, recorded with their path.
    if (path !== LEAD_RECEIVER_PATH && !path.startsWith(`${LEAD_RECEIVER_PATH}/`)) {
      response.writeHead(404, { ...cors, 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { ...cors, Allow: 'POST, OPTIONS' }).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const lead: ReceivedLead = {
        path,
        contentType: request.headers['content-type'],
        origin,
        body: parse(Buffer.concat(chunks).toString('utf8')),
        at: Date.now(),
      };
      const answer = reply(lead, leads.length);
      leads.push(lead);
      onLead?.(lead);
      if (answer === 'hang') return;
      response
        .writeHead(answer.status, { ...cors, 'Content-Type': 'application/json', ...answer.headers })
        .end(JSON.stringify({ received: answer.status < 300 }));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;

  return {
    url: `http://${HOST}:${actual}${LEAD_RECEIVER_PATH}`,
    leads,
    lookups,
    reset(next = ACCEPT_ALL) {
      leads.length = 0;
      lookups.length = 0;
      reply = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // A hanging request would keep close() waiting for ever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A lead receiver on 127.0.0.1: the local CRM the lead relay forwards the sample forms' leads to
 * ({leadCrmUrl} in content; scripts/lib/local-leads.ts), and a webhook endpoint for any page that
 * posts to one directly. `npm start` runs one that prints every lead; the end-to-end tests start their
 * own and script its answers (503, an answer that never comes) to prove the relay's retries.
 *
 * The pages are served from other ports, so a lead is a cross-origin POST of JSON: the receiver
 * answers the CORS preflight and exposes Retry-After, as a real endpoint must for a browser form
 * to read it. Like a real endpoint it is strict, so a form that sends something else fails here
 * first: only the brands' local origins (403 for any other), only application/json in UTF-8 (415),
 * only a JSON object (400), at most MAX_LEAD_BYTES (413, without reading the rest). It keeps the
 * last KEPT_LEADS leads and prints each one bounded (describeLead).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BRAND_CODES } from '../../lib/brands';
import { showInvisible } from '../../lib/links/validate-url';
import { jsonObject, MAX_BODY_BYTES, mediaType, Refusal as Refused } from '../../relay/body';
import { NMLS_LOOKUP_PATH, nmlsLookupAnswer } from '../../relay/local';
import { brandOrigin, closeServer, guardHandler, HOST, listen, parseRequestTarget, portBase, UNREADABLE_TARGET } from './static-server';

const LEAD_RECEIVER_PATH = '/leads';

/**
 * The NMLS lookup the `brokerScenario` form asks before it sends (spec 03 §7): GET
 * `/leads/nmls?id=<NMLS ID>`, which content writes as `{leadReceiverUrl}/nmls`. The relay's local mode
 * answers it the same way (relay/local.ts, where the known IDs and the answer live).
 */
export { KNOWN_NMLS_IDS } from '../../relay/local';

/** The receiver sits 10 ports below the first brand: 4090 with the default PORT_BASE of 4100. */
export function leadReceiverPort(base: number = portBase()): number {
  return base - 10;
}

export function leadReceiverUrl(base: number = portBase()): string {
  return `http://${HOST}:${leadReceiverPort(base)}${LEAD_RECEIVER_PATH}`;
}

/** The largest lead body taken, in bytes: the relay's limit (a real lead is a few kB); anything larger is refused with 413. */
export const MAX_LEAD_BYTES = MAX_BODY_BYTES;

/** How many leads (and NMLS lookups) the receiver keeps: the oldest goes when one more arrives. */
export const KEPT_LEADS = 100;

/** How long one field's value may be when a lead is printed; the rest is cut and counted. */
export const PRINTED_VALUE_CHARS = 120;

/** How many fields of a lead are printed; the others are counted. */
export const PRINTED_FIELDS = 40;

export interface ReceivedLead {
  path: string;
  contentType: string | undefined;
  origin: string | undefined;
  /** The body: always a JSON object (anything else is refused). */
  body: Record<string, unknown>;
  /** The body's size in bytes. */
  bytes: number;
  /** Milliseconds since the epoch when the request arrived. */
  at: number;
  /** The Idempotency-Key header, when sent (the lead relay sends one with every lead it forwards). */
  key?: string;
}

/** A request the receiver refused, and why (what `npm start` prints for it). */
export interface Refusal {
  status: number;
  reason: string;
  method: string | undefined;
  /** The decoded path, or the request target as sent when it cannot be read. */
  path: string;
  origin: string | undefined;
}

/** How to answer a POST: a status (with headers), or 'hang' to never answer. */
type Reply = { status: number; headers?: Record<string, string> } | 'hang';

/** Chooses the answer to the n-th lead (0-based, counted since the last reset). */
export type Replier = (lead: ReceivedLead, index: number) => Reply;

export const ACCEPT_ALL: Replier = () => ({ status: 200 });

export interface LeadReceiver {
  url: string;
  /** The last KEPT_LEADS leads received since the last reset, oldest first. */
  readonly leads: readonly ReceivedLead[];
  /** The last KEPT_LEADS NMLS IDs looked up since the last reset, oldest first. */
  readonly lookups: readonly string[];
  /** Forgets the leads received and answers the next ones with `replier`. */
  reset(replier?: Replier): void;
  close(): Promise<void>;
}

/** A fixed-size list that drops its oldest item when full. */
class Ring<T> {
  private readonly items: T[] = [];
  private start = 0;

  constructor(private readonly size: number) {}

  push(item: T): void {
    if (this.items.length < this.size) {
      this.items.push(item);
      return;
    }
    this.items[this.start] = item;
    this.start = (this.start + 1) % this.size;
  }

  toArray(): T[] {
    return [...this.items.slice(this.start), ...this.items.slice(0, this.start)];
  }

  clear(): void {
    this.items.length = 0;
    this.start = 0;
  }
}

/** The origins whose pages may send leads: the brands' local servers of the same PORT_BASE. */
export function allowedOrigins(base: number = portBase()): ReadonlySet<string> {
  return new Set(BRAND_CODES.map((brand) => brandOrigin(brand, base)));
}

function corsHeaders(origin: string | undefined, methods: string): Record<string, string> {
  return {
    // Only an allowed origin gets here with an Origin header (others are refused first).
    ...(origin === undefined ? {} : { 'Access-Control-Allow-Origin': origin }),
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Expose-Headers': 'Retry-After',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

/**
 * The body of a request, read up to MAX_LEAD_BYTES: a declared Content-Length over it is refused
 * before a byte is read, and a chunked body is counted as it streams and refused (reading stops)
 * as soon as it passes the limit.
 */
function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const declared = request.headers['content-length'];
  if (declared !== undefined && Number(declared) > MAX_LEAD_BYTES) {
    return Promise.reject(new Refused(413, `the body is over ${MAX_LEAD_BYTES} bytes (Content-Length ${declared})`));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > MAX_LEAD_BYTES) {
        request.off('data', onData);
        request.pause();
        reject(new Refused(413, `the body is over ${MAX_LEAD_BYTES} bytes`));
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
  });
}

/** One value as printed: a string as it is, anything else as JSON; control and invisible characters escaped; cut to `max`. */
function printable(value: unknown, max: number = PRINTED_VALUE_CHARS): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  // Escape what a terminal would act on (new lines, escape sequences) and what cannot be seen (zero
  // widths, direction overrides), so a lead prints as one honest line per field.
  const visible = showInvisible(text, [' ']);
  return visible.length <= max ? visible : `${visible.slice(0, max)}… (${visible.length - max} more characters)`;
}

/**
 * A lead as `npm start` prints it: where it came from and went, its size, then one line per field
 * (a HubSpot submission's fields by name, with its page), each value cut to PRINTED_VALUE_CHARS and
 * at most PRINTED_FIELDS of them. Never the whole body: a lead can be up to MAX_LEAD_BYTES.
 */
export function describeLead(lead: ReceivedLead): string {
  const hubspot = Array.isArray(lead.body.fields) ? (lead.body as { fields: unknown[]; context?: { pageName?: unknown; pageUri?: unknown } }) : undefined;
  const fields: [string, unknown][] = hubspot
    ? hubspot.fields.map((field, index) => {
        const named = typeof field === 'object' && field !== null ? (field as { name?: unknown; value?: unknown }) : {};
        return [typeof named.name === 'string' ? named.name : `fields[${index}]`, 'value' in named ? named.value : field];
      })
    : Object.entries(lead.body);
  const page = hubspot?.context?.pageUri ?? hubspot?.context?.pageName;
  const lines = [
    `Lead to ${lead.path} from ${lead.origin ?? 'no origin'}${page === undefined ? '' : ` (page ${printable(page)})`}: ` +
      `${fields.length} field${fields.length === 1 ? '' : 's'}, ${lead.bytes} bytes${hubspot ? ', HubSpot shape' : ''}`,
    ...fields.slice(0, PRINTED_FIELDS).map(([name, value]) => `  ${printable(name)}: ${printable(value)}`),
  ];
  if (fields.length > PRINTED_FIELDS) lines.push(`  … and ${fields.length - PRINTED_FIELDS} more fields`);
  return lines.join('\n');
}

/**
 * A lead posted to the receiver, 'preflight' for a CORS preflight, or Refused: posted at the receiver's own path or
 * under it (a page's other services, {leadReceiverUrl}/rate-watch, are recorded with their path), only JSON in UTF-8
 * without Content-Encoding, bounded like the relay's.
 */
async function readLead(request: http.IncomingMessage, path: string): Promise<ReceivedLead | 'preflight'> {
  if (path !== LEAD_RECEIVER_PATH && !path.startsWith(`${LEAD_RECEIVER_PATH}/`)) throw new Refused(404, `nothing at ${path}`);
  if (request.method === 'OPTIONS') return 'preflight';
  if (request.method !== 'POST') throw new Refused(405, `${request.method} is not allowed here`, { Allow: 'POST, OPTIONS' });
  const { type, utf8 } = mediaType(request.headers['content-type']);
  const encoding = request.headers['content-encoding'];
  if (type !== 'application/json' || !utf8 || (encoding !== undefined && encoding.toLowerCase() !== 'identity')) {
    const sent = `${request.headers['content-type'] ?? 'no Content-Type'}${encoding ? `, Content-Encoding ${encoding}` : ''}`;
    throw new Refused(415, `a lead is sent as application/json in UTF-8, not ${sent}`);
  }
  const raw = await readBody(request);
  const key = request.headers['idempotency-key'];
  return {
    path,
    contentType: request.headers['content-type'],
    origin: request.headers.origin,
    // A JSON object in UTF-8, read as the relay reads one, or a 400 saying what it is instead.
    body: jsonObject(raw),
    bytes: raw.length,
    at: Date.now(),
    ...(typeof key === 'string' && { key }),
  };
}

/** The local NMLS lookup's answer: GET ?id= (the id recorded), the CORS preflight, or a 405. */
function answerLookup(method: string | undefined, id: string, cors: Record<string, string>, response: http.ServerResponse, lookups: Ring<string>) {
  if (method === 'OPTIONS') {
    response.writeHead(204, cors).end();
    return;
  }
  if (method !== 'GET') throw new Refused(405, `${method} is not allowed here`, { Allow: 'GET, OPTIONS' });
  lookups.push(id);
  response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(nmlsLookupAnswer(id)));
}

export type LeadReceiverOptions = {
  port: number;
  /** The brands' PORT_BASE: their origins are the only ones allowed to send (CORS). */
  portBase?: number;
  replier?: Replier;
  onLead?: (lead: ReceivedLead) => void;
  onRefusal?: (refusal: Refusal) => void;
};

export async function startLeadReceiver({
  port,
  portBase: base = portBase(),
  replier = ACCEPT_ALL,
  onLead,
  onRefusal,
}: LeadReceiverOptions): Promise<LeadReceiver> {
  const leads = new Ring<ReceivedLead>(KEPT_LEADS);
  const lookups = new Ring<string>(KEPT_LEADS);
  const origins = allowedOrigins(base);
  let received = 0;
  let reply = replier;

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse): Promise<void> => {
    const origin = request.headers.origin;
    let path = request.url ?? '';
    let cors: Record<string, string> = {};
    try {
      const target = parseRequestTarget(request.url);
      if (target === undefined) throw new Refused(400, UNREADABLE_TARGET);
      path = target.decoded;
      // Browsers send Origin on every cross-origin request; a request without one (curl) is no page's.
      if (origin !== undefined && !origins.has(origin))
        throw new Refused(403, `the origin ${origin} is not one of the brands' local servers`, { Vary: 'Origin' });
      cors = corsHeaders(origin, path === NMLS_LOOKUP_PATH ? 'GET, OPTIONS' : 'POST, OPTIONS');
      if (path === NMLS_LOOKUP_PATH) {
        answerLookup(request.method, new URLSearchParams(target.search).get('id') ?? '', cors, response, lookups);
        return;
      }
      const lead = await readLead(request, path);
      if (lead === 'preflight') {
        response.writeHead(204, cors).end();
        return;
      }
      const answer = reply(lead, received);
      received += 1;
      leads.push(lead);
      onLead?.(lead);
      if (answer === 'hang') return;
      response
        .writeHead(answer.status, { ...cors, 'Content-Type': 'application/json', ...answer.headers })
        .end(JSON.stringify({ received: answer.status < 300 }));
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      onRefusal?.({ status: error.status, reason: error.message, method: request.method, path, origin });
      // A body not read (too large, or never looked at) is not read after the answer either: the connection closes.
      response
        .writeHead(error.status, {
          ...cors,
          ...error.headers,
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
          Connection: 'close',
        })
        .end(JSON.stringify({ error: error.message }));
    }
  };

  const server = http.createServer(guardHandler(handle));
  await listen(server, port);
  const { port: actual } = server.address() as AddressInfo;

  return {
    url: `http://${HOST}:${actual}${LEAD_RECEIVER_PATH}`,
    get leads() {
      return leads.toArray();
    },
    get lookups() {
      return lookups.toArray();
    },
    reset(next = ACCEPT_ALL) {
      leads.clear();
      lookups.clear();
      received = 0;
      reply = next;
    },
    close: () => closeServer(server),
  };
}

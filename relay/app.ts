/**
 * The lead relay (issue 41): one request handler on Hono, `(Request) => Response`, the same on Node
 * (relay/node.ts) and as a Cloudflare Worker (relay/worker.ts).
 *
 * POST /leads takes a lead envelope (forms/submit/types.ts LeadEnvelope) from a brand's page only. In
 * order: the origin (403), the rate per client (429 + Retry-After), the media type (415), the size
 * (413, without reading the rest), the JSON and its depth (400), the envelope's shape and key (400),
 * the page's route (404: no such form on that page), the Idempotency-Key seen before (202 with the
 * first answer, nothing forwarded again), the bot defence (202 as if accepted, nothing kept to
 * forward: counted), the form's own schema (422 with its messages), then the lead is stored durably,
 * answered 202, and forwarded after the answer.
 *
 * POST /csp-reports takes the pages' Content-Security-Policy violation reports, bounded like leads.
 * Every answer carries X-Content-Type-Options: nosniff. One log line per request: its id, the form,
 * the outcome and the time taken, never a field value.
 */
import { Hono, type Context as HonoContext, type Handler, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { MIN_FILL_MS } from '@/forms/submit/bot';
import { disposableValidator } from '@/forms/submit/email-validators';
import { isFormId } from '@/forms/form-ids';
import { jsonObject, mediaType, MAX_BODY_BYTES, readBounded, Refusal } from './body';
import { Forwarder, type ForwardDeps } from './crm';
import { RELAY_FORMS, RELAY_SUB_FORMS, type RelayForm } from './forms';
import { consentHash } from '@/forms/submit/consent';
import { canonicalJson, RateLimiter, RecentLeads } from './guards';
import { CSP_REPORTS_PATH } from './paths';
import { type LeadRoute, type LeadRoutes, routeKey } from './routes';
import type { LeadStore, StoredLead } from './store/types';

const LEADS_PATH = '/leads';

/** How the Idempotency-Key looks: what crypto.randomUUID() gives, or any 8 to 128 letters, digits, '-' and '_'. */
const KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** The envelope's body (the key travels in the Idempotency-Key header). */
const Envelope = z.strictObject({
  form: z.string().min(1).max(100),
  values: z.record(z.string(), z.unknown()),
  page: z.strictObject({ uri: z.url({ protocol: /^https?$/ }).max(2_000), name: z.string().max(500) }),
  bot: z.strictObject({ hp: z.string().max(1_000), elapsedMs: z.number().finite().nonnegative() }),
  consent: z.strictObject({ hash: z.string().regex(/^sha256-[A-Za-z0-9+/]{43}=$/), at: z.iso.datetime(), page: z.url().max(2_000) }).optional(),
  hutk: z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/)
    .optional(),
});

/** What the relay counts: the bot defence's catches by reason, and the CSP reports taken. */
type RelayCounts = { suppressed: Record<'honeypot' | 'tooFast' | 'repeat', number>; cspReports: number };

/** What one request's handlers note for its log line (ids, form, outcome: never a field value). */
export type RelayEnv = { Variables: { logFacts?: Record<string, unknown> } };
type Context = HonoContext<RelayEnv>;

export type RelayOptions = {
  routes: LeadRoutes;
  store: LeadStore;
  /** fetch, sleep, clock and retry policy of the forwarding (tests make them instant). */
  forward?: ForwardDeps;
  /**
   * Runs a forwarding after the answer: the Worker's waitUntil; on Node the promise just runs. A promise
   * returned is awaited before the answer (the end-to-end tests: the CRM has the lead when the page says sent).
   */
  background?: (work: Promise<unknown>, context: Context) => void | Promise<unknown>;
  /** Who a request is from, for its rate: the connecting address (Node) or CF-Connecting-IP (Workers). */
  clientOf?: (context: Context) => string;
  /** Requests a client may make in a burst, and how many a minute after it (default 20 and 20). */
  rate?: { capacity: number; perMinute: number };
  /** Where the one line per request goes (console.log by default). */
  log?: (line: string) => void;
  now?: () => number;
  /** A new lead's id (crypto.randomUUID by default). */
  newId?: () => string;
  /** The bot defence's least fill time (MIN_FILL_MS unless set: the end-to-end tests that type fast set 0). */
  minFillMs?: number;
  /** How long the same lead content counts as a repeat (DUPLICATE_WINDOW_MS unless set: tests that send the same person again set 0). */
  duplicateWindowMs?: number;
  /** The local stand-ins of the pages' other services (relay/local.ts), mounted by `npm start`. */
  local?: (app: Hono<RelayEnv>) => void;
};

export type Relay = { app: Hono<RelayEnv>; forwarder: Forwarder; counts: RelayCounts };

/** The message the form's own rules give an address they refuse: the visitor reads the same words as in the page. */
async function emailFieldsRefused(relayForm: RelayForm, route: LeadRoute, values: Record<string, unknown>) {
  if (route.emailCheck !== undefined && route.emailCheck.validator !== 'disposable') return [];
  const schema = relayForm.schema(route.options);
  const errors: { field: string; message: string }[] = [];
  for (const [field, description] of Object.entries(schema.describe().fields)) {
    if (!('tests' in description) || !description.tests.some((test) => test.name === 'email')) continue;
    const value = values[field];
    if (typeof value !== 'string' || value === '') continue;
    if (await disposableValidator(value, new AbortController().signal)) continue;
    const message = await schema.validateAt(field, { [field]: '' }).then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error.message : undefined),
    );
    if (message !== undefined) errors.push({ field, message });
  }
  return errors;
}

type Envelope = z.infer<typeof Envelope>;

/** The lead a request carries, or the refusal that says what is wrong with it (415, 413, 400). */
async function readEnvelope(request: Request, origin: string): Promise<{ envelope: Envelope; key: string; page: URL }> {
  const contentType = request.headers.get('content-type');
  const { type, utf8 } = mediaType(contentType);
  if (type !== 'application/json' || !utf8) throw new Refusal(415, `a lead is sent as application/json in UTF-8, not ${contentType ?? 'no Content-Type'}`);
  const encoding = request.headers.get('content-encoding');
  if (encoding !== null && encoding.toLowerCase() !== 'identity') throw new Refusal(415, `a lead is sent without Content-Encoding, not ${encoding}`);
  const body = jsonObject(await readBounded(request, MAX_BODY_BYTES));
  const key = request.headers.get('idempotency-key') ?? '';
  if (!KEY.test(key)) throw new Refusal(400, 'the Idempotency-Key header is missing or not 8 to 128 letters, digits, - and _');
  const parsed = Envelope.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Refusal(400, `body.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'not a lead envelope'}`);
  }
  const page = new URL(parsed.data.page.uri);
  if (page.origin !== origin) throw new Refusal(400, `body.page.uri: not a page of ${origin}`);
  return { envelope: parsed.data, key, page };
}

/** The route of a form on a brand's page, and its rules: a form's own lead, or one it sends besides (Apply Filters), under the form's route. */
function formRouteOf(routes: Map<string, LeadRoute>, brand: string, page: URL, form: string): { route: LeadRoute; relayForm: RelayForm } {
  const sub = Object.hasOwn(RELAY_SUB_FORMS, form) ? RELAY_SUB_FORMS[form] : undefined;
  const formId = sub?.parent ?? form;
  const route = isFormId(formId) ? routes.get(routeKey(brand, page.pathname, formId)) : undefined;
  if (route === undefined || !isFormId(formId)) throw new Refusal(404, `no form ${form} on ${page.pathname} sends through this relay`);
  return { route, relayForm: sub?.form ?? RELAY_FORMS[formId] };
}

/** The violated directive of each report in a CSP report body: the Reporting API sends a list of reports, the older report-uri one object. */
function cspDirectives(raw: Uint8Array): string[] {
  const wrapped = new Uint8Array([0x7b, ...new TextEncoder().encode('"r":'), ...raw, 0x7d]);
  const reports = jsonObject(wrapped).r;
  const list: unknown[] = Array.isArray(reports) ? reports : [reports];
  return list.map((report) => {
    const body: unknown = typeof report === 'object' && report !== null ? (Reflect.get(report, 'csp-report') ?? Reflect.get(report, 'body')) : undefined;
    const directive: unknown =
      typeof body === 'object' && body !== null ? (Reflect.get(body, 'effective-directive') ?? Reflect.get(body, 'effectiveDirective')) : undefined;
    return typeof directive === 'string' ? directive.slice(0, 40) : 'unknown';
  });
}

/** The CORS headers of an answer to a brand's page. */
const cors = (origin: string | undefined, methods: string): Record<string, string> => ({
  ...(origin !== undefined && { 'Access-Control-Allow-Origin': origin }),
  'Access-Control-Allow-Methods': methods,
  'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key',
  'Access-Control-Expose-Headers': 'Retry-After',
  'Access-Control-Max-Age': '600',
  Vary: 'Origin',
});
/** A JSON answer, never cached. */
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });

/** Every answer, refusals and errors included, is never sniffed as another type; one line of log each (ids, form, outcome: never a field value). */
const requestLog =
  (now: () => number, newId: () => string, log: (line: string) => void): MiddlewareHandler<RelayEnv> =>
  async (context, next) => {
    const started = now();
    const requestId = newId();
    await next();
    context.res.headers.set('X-Content-Type-Options', 'nosniff');
    const facts = context.get('logFacts') ?? {};
    log(
      JSON.stringify({
        request: requestId,
        method: context.req.method,
        path: new URL(context.req.url).pathname.slice(0, 200),
        status: context.res.status,
        ...facts,
        ms: now() - started,
      }),
    );
  };

/** Adds facts to the request's log line. */
const note = (context: Context, facts: Record<string, unknown>) => {
  context.set('logFacts', { ...context.get('logFacts'), ...facts });
};

/** The origin of a page of a brand, or a refusal: a request without Origin is no page's. */
const brandOf = (context: Context, origins: LeadRoutes['origins']): { origin: string; brand: string } => {
  const origin = context.req.header('origin');
  if (origin === undefined) throw new Refusal(403, 'a lead comes from a page: the request has no Origin');
  const brand = origins[origin];
  if (brand === undefined) throw new Refusal(403, `the origin ${origin} is not one of the brands' sites`, { Vary: 'Origin' });
  return { origin, brand };
};

/** The answer to a refused request (anything else thrown is the relay's own error: 500). */
const refusalAnswer = (context: Context, error: unknown, headers: Record<string, string>) => {
  if (!(error instanceof Refusal)) throw error;
  note(context, { outcome: 'refused', reason: error.message.slice(0, 200) });
  return json(error.status, { error: error.message }, { ...headers, ...error.headers });
};

/** POST /csp-reports: the pages' policy violation reports, from the brands' pages (or an opaque origin), bounded like leads, counted and logged by directive. */
const cspReports =
  (origins: LeadRoutes['origins'], takeRate: (context: Context, headers: Record<string, string>) => void, counts: RelayCounts): Handler<RelayEnv> =>
  async (context) => {
    try {
      const origin = context.req.header('origin');
      if (origin !== undefined && origin !== 'null' && origins[origin] === undefined) {
        throw new Refusal(403, `the origin ${origin} is not one of the brands' sites`);
      }
      takeRate(context, {});
      const { type } = mediaType(context.req.header('content-type'));
      if (type !== 'application/csp-report' && type !== 'application/reports+json') {
        throw new Refusal(
          415,
          `a report is sent as application/csp-report or application/reports+json, not ${context.req.header('content-type') ?? 'no Content-Type'}`,
        );
      }
      const directives = cspDirectives(await readBounded(context.req.raw, MAX_BODY_BYTES));
      counts.cspReports += directives.length;
      note(context, { outcome: 'csp-report', directives: directives.slice(0, 20) });
      return new Response(null, { status: 204 });
    } catch (error) {
      return refusalAnswer(context, error, {});
    }
  };

/** What accepting a lead needs from its relay: the store, the bot defence's state and counts, the forwarding. */
type LeadDesk = {
  store: LeadStore;
  recent: RecentLeads;
  counts: RelayCounts;
  newId: () => string;
  now: () => number;
  minFillMs: number;
  background: (work: Promise<unknown>, context: Context) => void | Promise<unknown>;
  forwarder: Forwarder;
  consentTextOf: (lead: { brand: string; path: string; form: string }) => string | undefined;
};

/** A new lead's answer: the first answer again for a known key, 202 for a bot (kept nowhere), 422 for invalid values, or stored, 202, then forwarded. */
type Arrival = { envelope: Envelope; key: string; page: URL; route: LeadRoute; relayForm: RelayForm; brand: string; headers: Record<string, string> };
async function accept(desk: LeadDesk, context: Context, { envelope, key, page, route, relayForm, brand, headers }: Arrival): Promise<Response> {
  const { store, recent, counts, newId, now, minFillMs, background, forwarder, consentTextOf } = desk;
  const known = await store.byKey(key);
  if (known !== undefined) {
    note(context, { id: known.id, outcome: 'repeat-key' });
    return json(202, { id: known.id, state: known.state }, headers);
  }
  // The bot defence: answered as if accepted, kept nowhere, forwarded to no one.
  const contentHash = await consentHash(`${envelope.form}\n${canonicalJson(envelope.values)}`);
  const caught = envelope.bot.hp !== '' ? 'honeypot' : envelope.bot.elapsedMs < minFillMs ? 'tooFast' : recent.repeat(contentHash) ? 'repeat' : undefined;
  if (caught !== undefined) {
    counts.suppressed[caught] += 1;
    const id = newId();
    note(context, { id, outcome: `suppressed:${caught}` });
    return json(202, { id, state: 'stored' }, headers);
  }
  const checked = await relayForm.check(envelope.values, route.options);
  const errors = checked.ok ? await emailFieldsRefused(relayForm, route, checked.values) : checked.errors;
  if (!checked.ok || errors.length > 0) {
    note(context, { outcome: 'invalid', fields: errors.map((error) => error.field).slice(0, 50) });
    return json(422, { errors }, headers);
  }
  const payload = checked.build({
    crm: route.crm,
    path: page.pathname,
    search: page.search,
    pageUri: envelope.page.uri,
    pageName: envelope.page.name,
    ...(route.settings && { settings: route.settings }),
  });
  const consentText = consentTextOf(route);
  const lead: StoredLead = {
    id: newId(),
    key,
    form: envelope.form,
    brand,
    path: route.path,
    at: new Date(now()).toISOString(),
    page: envelope.page,
    payload,
    forward: route.forward,
    ...(envelope.hutk !== undefined && { hutk: envelope.hutk }),
    ...(envelope.consent !== undefined && {
      consent: { ...envelope.consent, matches: consentText !== undefined && envelope.consent.hash === (await consentHash(consentText)) },
    }),
    state: 'stored',
    attempts: 0,
  };
  await store.put(lead);
  note(context, { id: lead.id, outcome: 'stored', ...(lead.consent && { consentMatches: lead.consent.matches }) });
  await background(forwarder.forward(lead.id), context);
  return json(202, { id: lead.id, state: lead.state }, headers);
}

/**
 * Node's way of running a forward after the answer. A forward that throws (the store closed under it as the relay
 * stops) leaves its lead 'forwarding' in the store, which the next start resumes: said in the log (the error's
 * message, never a field value), not left an unhandled rejection.
 */
const loggedInBackground = (log: (line: string) => void) => (work: Promise<unknown>) =>
  void work.catch((error: unknown) => log(JSON.stringify({ event: 'forward-interrupted', error: error instanceof Error ? error.message : String(error) })));

/** What no route takes: another method at the relay's paths (405 with Allow), any other path (404), the relay's own errors (500, no detail). */
function answerTheRest(app: Hono<RelayEnv>) {
  for (const path of [LEADS_PATH, CSP_REPORTS_PATH]) {
    app.all(path, (context) => {
      note(context, { outcome: 'refused', reason: 'method' });
      return json(405, { error: `${context.req.method} is not allowed here` }, { Allow: path === LEADS_PATH ? 'POST, OPTIONS' : 'POST' });
    });
  }
  app.notFound((context) => {
    note(context, { outcome: 'refused', reason: 'no such path' });
    return json(404, { error: 'nothing here' });
  });
  app.onError((error, context) => {
    note(context, { outcome: 'error', reason: error.name });
    return json(500, { error: 'the relay could not take this request' });
  });
}

/** The consent words a page's route shows, by which the relay checks a lead's consent hash. */
const consentTextIn = (routes: Map<string, LeadRoute>) => (lead: { brand: string; path: string; form: string }) => {
  const text = routes.get(routeKey(lead.brand, lead.path, lead.form))?.settings?.consentText;
  return typeof text === 'string' ? text : undefined;
};

export function createRelay(options: RelayOptions): Relay {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.log(line));
  const newId = options.newId ?? (() => crypto.randomUUID());
  const limiter = new RateLimiter(options.rate?.capacity ?? 20, options.rate?.perMinute ?? 20, now);
  const counts: RelayCounts = { suppressed: { honeypot: 0, tooFast: 0, repeat: 0 }, cspReports: 0 };
  const routes = new Map(options.routes.routes.map((route) => [routeKey(route.brand, route.path, route.form), route]));
  const consentTextOf = consentTextIn(routes);
  const forwarder = new Forwarder(options.store, options.forward, consentTextOf);
  /** The answers under way, by Idempotency-Key: a double click's second request waits for the first's. */
  const pending = new Map<string, Promise<Response>>();
  const clientOf = options.clientOf ?? ((context: Context) => context.req.header('cf-connecting-ip') ?? 'unknown');
  const desk: LeadDesk = {
    store: options.store,
    counts,
    newId,
    now,
    forwarder,
    consentTextOf,
    recent: new RecentLeads(options.duplicateWindowMs, now),
    minFillMs: options.minFillMs ?? MIN_FILL_MS,
    background: options.background ?? loggedInBackground(log),
  };

  const app = new Hono<RelayEnv>();
  app.use('*', requestLog(now, newId, log));

  const takeRate = (context: Context, headers: Record<string, string>) => {
    const wait = limiter.take(clientOf(context));
    if (wait !== undefined) throw new Refusal(429, `too many requests: try again in ${wait} s`, { ...headers, 'Retry-After': String(wait) });
  };

  app.options(LEADS_PATH, (context) => {
    try {
      const { origin } = brandOf(context, options.routes.origins);
      return new Response(null, { status: 204, headers: cors(origin, 'POST, OPTIONS') });
    } catch (error) {
      return refusalAnswer(context, error, {});
    }
  });

  app.post(LEADS_PATH, async (context) => {
    let headers: Record<string, string> = {};
    try {
      const { origin, brand } = brandOf(context, options.routes.origins);
      headers = cors(origin, 'POST, OPTIONS');
      takeRate(context, headers);
      const { envelope, key, page } = await readEnvelope(context.req.raw, origin);
      note(context, { form: envelope.form.slice(0, 100) });
      const { route, relayForm } = formRouteOf(routes, brand, page, envelope.form);

      const first = pending.get(key);
      if (first !== undefined) {
        note(context, { outcome: 'repeat-key' });
        return (await first).clone();
      }
      // Set before anything is awaited, so a second request with the key finds it.
      const answer = accept(desk, context, { envelope, key, page, route, relayForm, brand, headers });
      pending.set(key, answer);
      try {
        return (await answer).clone();
      } finally {
        pending.delete(key);
      }
    } catch (error) {
      return refusalAnswer(context, error, headers);
    }
  });

  app.post(CSP_REPORTS_PATH, cspReports(options.routes.origins, takeRate, counts));

  options.local?.(app);

  answerTheRest(app);

  return { app, forwarder, counts };
}

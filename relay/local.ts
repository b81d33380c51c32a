/**
 * The relay's local mode (`npm start`, the end-to-end tests): stand-ins for the other services the
 * sample pages call under the relay's address, which in production are the bank's own.
 *
 * - GET /leads/nmls?id=<NMLS ID>: the NMLS lookup the broker form asks before it sends (spec 03 §7),
 *   content's `{leadReceiverUrl}/nmls`. One record for a known ID, an empty list for any other, in the
 *   shape of the bank's service (body.data.records).
 * - POST /leads/rate-watch: the mortgage quote's Rate Watch sign-up, content's
 *   `{leadReceiverUrl}/rate-watch`, handed on as it came to the local CRM, whose answer it returns.
 *
 * Only the brands' origins (the relay's route table) may call them, as for leads.
 */
import type { Hono } from 'hono';
import type { RelayEnv } from './app';
import { jsonObject, MAX_BODY_BYTES, mediaType, readBounded, Refusal } from './body';

export const NMLS_LOOKUP_PATH = '/leads/nmls';
const RATE_WATCH_PATH = '/leads/rate-watch';

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

export type LocalServices = {
  /** The local CRM's leads URL: a Rate Watch sign-up goes to `<crmUrl>/rate-watch`. */
  crmUrl: string;
  /** Told of each NMLS ID looked up. */
  onLookup?: (id: string) => void;
};

/** Mounts the stand-ins on the relay's app; `origins` are the brands' pages allowed to call them. */
export function localServices({ crmUrl, onLookup }: LocalServices, origins: Readonly<Record<string, string>>): (app: Hono<RelayEnv>) => void {
  const cors = (origin: string, methods: string) => ({
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Expose-Headers': 'Retry-After',
    Vary: 'Origin',
  });
  const originOf = (header: string | undefined): string => {
    if (header === undefined || origins[header] === undefined) throw new Refusal(403, `the origin ${header ?? '(none)'} is not one of the brands' sites`);
    return header;
  };
  const refused = (error: unknown) => {
    if (!(error instanceof Refusal)) throw error;
    return new Response(JSON.stringify({ error: error.message }), { status: error.status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  };
  return (app) => {
    app.options(NMLS_LOOKUP_PATH, (context) => {
      try {
        return new Response(null, { status: 204, headers: cors(originOf(context.req.header('origin')), 'GET, OPTIONS') });
      } catch (error) {
        return refused(error);
      }
    });
    app.get(NMLS_LOOKUP_PATH, (context) => {
      try {
        const origin = originOf(context.req.header('origin'));
        const id = context.req.query('id') ?? '';
        onLookup?.(id);
        return new Response(JSON.stringify(nmlsLookupAnswer(id)), { headers: { ...cors(origin, 'GET, OPTIONS'), 'Content-Type': 'application/json' } });
      } catch (error) {
        return refused(error);
      }
    });
    app.options(RATE_WATCH_PATH, (context) => {
      try {
        return new Response(null, { status: 204, headers: cors(originOf(context.req.header('origin')), 'POST, OPTIONS') });
      } catch (error) {
        return refused(error);
      }
    });
    app.post(RATE_WATCH_PATH, async (context) => {
      try {
        const origin = originOf(context.req.header('origin'));
        if (mediaType(context.req.header('content-type')).type !== 'application/json') throw new Refusal(415, 'a sign-up is sent as application/json');
        const body = jsonObject(await readBounded(context.req.raw, MAX_BODY_BYTES));
        const answer = await fetch(`${crmUrl}/rate-watch`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        return new Response(await answer.text(), { status: answer.status, headers: { ...cors(origin, 'POST, OPTIONS'), 'Content-Type': 'application/json' } });
      } catch (error) {
        return refused(error);
      }
    });
  };
}

/**
 * The NMLS lookup of the broker form (spec 03 §5, §7): the page names a lookup service (the block's
 * `services.nmlsLookup`), asked with GET `<url>?id=<NMLS ID>`; its JSON answer carries
 * `body.data.records`, a list, and an empty list means the ID is unknown. Pure: fetch and the
 * timeout are injected, so the tests drive every answer.
 *
 * A lookup that cannot answer (network error, non-2xx, a body without the list, a timeout) is not
 * a verdict on the ID: the visitor is told it could not be checked, and the next Submit asks again.
 */

import type { CheckNotRun } from '../engine/types';

/** Spec 03 §5, verbatim. */
const NMLS_NOT_VALID = 'NMLS ID is not valid';
/** Ours: the lookup did not answer; the spec does not say what the visitor is told then. */
export const NMLS_NOT_CHECKED = 'We could not check this NMLS ID right now. Please press Submit to try again.';

/** How long a lookup may take before the visitor is told it could not be checked. */
const NMLS_LOOKUP_TIMEOUT_MS = 8000;

export type NmlsLookupResult = { status: 'found'; records: number } | { status: 'notFound' } | { status: 'failed'; reason: string };

export type NmlsLookupDeps = {
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** The list at body.data.records, or undefined when the answer does not have one. */
function recordsOf(json: unknown): unknown[] | undefined {
  const at = (value: unknown, key: string): unknown =>
    typeof value === 'object' && value !== null && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
  const records = at(at(at(json, 'body'), 'data'), 'records');
  return Array.isArray(records) ? records : undefined;
}

/** Asks the lookup service at `url` about `id`. Never throws. */
export async function lookupNmls(id: string, url: string, deps: NmlsLookupDeps = {}, signal?: AbortSignal): Promise<NmlsLookupResult> {
  const fetchImpl = deps.fetch ?? globalThis.fetch;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { status: 'failed', reason: `not a URL: ${url}` };
  }
  target.searchParams.set('id', id);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? NMLS_LOOKUP_TIMEOUT_MS);
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  try {
    // A simple GET (no custom headers), so the browser sends it without a CORS preflight.
    const response = await fetchImpl(target.toString(), { method: 'GET', signal: controller.signal });
    if (!response.ok) return { status: 'failed', reason: `HTTP ${response.status}` };
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      return { status: 'failed', reason: 'the answer is not JSON' };
    }
    const records = recordsOf(json);
    if (records === undefined) return { status: 'failed', reason: 'the answer has no body.data.records list' };
    return records.length === 0 ? { status: 'notFound' } : { status: 'found', records: records.length };
  } catch (error) {
    return { status: 'failed', reason: controller.signal.aborted ? 'timed out' : error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * The engine check (`AsyncCheck.run`) for the NMLS field: undefined when the lookup found the ID,
 * 'NMLS ID is not valid' when it did not, and `{ notRun }` when the lookup could not answer (no
 * verdict on the ID: the button stays pressable to try again). `url` is the page's
 * `services.nmlsLookup`; without one the ID cannot be checked.
 */
export function nmlsCheck(url: string | undefined, deps: NmlsLookupDeps = {}) {
  return async (id: string, signal?: AbortSignal): Promise<string | CheckNotRun | undefined> => {
    if (url === undefined) return { notRun: NMLS_NOT_CHECKED };
    const result = await lookupNmls(id.trim(), url, deps, signal);
    if (result.status === 'found') return undefined;
    if (result.status === 'notFound') return NMLS_NOT_VALID;
    // Kept for whoever looks at the console; the visitor gets the plain message.
    console.warn(`NMLS lookup failed: ${result.reason}`);
    return { notRun: NMLS_NOT_CHECKED };
  };
}

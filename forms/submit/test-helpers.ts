/** Test doubles for the transport: a scripted fetch that records every request, and a recording sleep. */
import { vi } from 'vitest';
import type { FetchLike } from './transport';

export type Step = number | { status: number; headers?: Record<string, string> } | 'network' | 'opaque' | 'hang';

export type RecordedRequest = { url: string; method?: string; headers: Record<string, string>; body?: string; mode?: string };

/**
 * The request's headers by lowercased name, as the Fetch standard lists them (names are
 * case-insensitive on the wire): happy-dom's Headers, the test DOM's, keeps the case they were set in.
 */
function headersOf(init: RequestInit): Record<string, string> {
  return Object.fromEntries([...new Headers(init.headers).entries()].map(([name, value]) => [name.toLowerCase(), value]));
}

/** A fetch that answers each call with the next step (the last step repeats). */
export function scriptedFetch(...steps: Step[]) {
  const requests: RecordedRequest[] = [];
  let call = 0;
  const fetch = vi.fn<FetchLike>((url, init) => {
    requests.push({
      url,
      method: init.method,
      headers: headersOf(init),
      body: typeof init.body === 'string' ? init.body : undefined,
      mode: init.mode,
    });
    const step = steps[Math.min(call++, steps.length - 1)]!;
    if (step === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (step === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (step === 'opaque') {
      return Promise.resolve({ type: 'opaque', status: 0, ok: false, headers: new Headers() } as Response);
    }
    const { status, headers } = typeof step === 'number' ? { status: step, headers: {} } : step;
    return Promise.resolve(new Response(status === 204 ? null : '{}', { status, headers }));
  });
  return { fetch, requests };
}

/** A sleep that records the delays and returns at once. */
export function recordingSleep() {
  const delays: number[] = [];
  const sleep = vi.fn((ms: number) => {
    delays.push(ms);
    return Promise.resolve();
  });
  return { sleep, delays };
}

/**
 * The one way the webhook, HubSpot and Salesforce handlers reach the network: a per-attempt timeout
 * and a bounded retry with exponential backoff and jitter.
 *
 * Policy (defaults, see {@link DEFAULT_RETRY}):
 * - at most 3 attempts; each attempt is aborted after 10 s;
 * - retried: network errors, timeouts, 429 and 5xx; never retried: any other status (2xx is success,
 *   other 4xx and 3xx are final failures);
 * - delay before retry n (n = 1, 2, ...): min(500 ms * 2^(n-1), 4 s), scaled by a jitter factor in
 *   [0.5, 1) (`random()` injectable);
 * - a 429 or 5xx carrying Retry-After (delta-seconds or an HTTP date) waits that long instead,
 *   capped at 10 s; a past date or an unparsable value falls back to the backoff delay;
 * - the caller's AbortSignal stops everything at once with reason 'aborted' (no retry).
 *
 * fetch, sleep, the clock and the randomness are injected so tests are fast and deterministic.
 */
import type { SubmitFailed, SubmitResult } from './types';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type RetryPolicy = {
  maxAttempts: number;
  timeoutMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
  retryAfterCapMs: number;
};

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 3,
  timeoutMs: 10_000,
  baseDelayMs: 500,
  maxDelayMs: 4_000,
  retryAfterCapMs: 10_000,
};

export type TransportDeps = {
  fetch?: FetchLike;
  /**
   * Waits `ms`; the default is setTimeout and returns early when `signal` aborts. Tests pass a
   * recorder that returns at once.
   */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Milliseconds since the epoch, used to read a Retry-After date. */
  now?: () => number;
  /** A number in [0, 1) for the jitter; Math.random by default. */
  random?: () => number;
};

export type SendOptions = TransportDeps & {
  policy?: Partial<RetryPolicy>;
  signal?: AbortSignal;
  /**
   * Whether an answer counts as delivered. Default: a 2xx status. The Salesforce handler also accepts
   * an opaque (no-cors) answer, whose status cannot be read.
   */
  isSuccess?: (response: Response) => boolean;
};

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

/** Lets go of a body we will not read, so the connection can be reused; never throws. */
function discard(response: Response) {
  try {
    response.body?.cancel().catch(() => {});
  } catch {
    // a body already used or locked: nothing to release
  }
}

/** Retry-After as milliseconds to wait, or undefined when absent or unusable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  const ms = date - now;
  return ms > 0 ? ms : undefined;
}

/** The backoff delay before retry number `retry` (1-based), jitter included. */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number): number {
  const exponential = Math.min(policy.baseDelayMs * 2 ** (retry - 1), policy.maxDelayMs);
  return Math.round(exponential * (0.5 + random() / 2));
}

const isRetryableStatus = (status: number) => status === 429 || (status >= 500 && status <= 599);

type Attempt = { kind: 'response'; response: Response } | { kind: 'timeout' } | { kind: 'aborted' } | { kind: 'network'; error: unknown };

async function attemptOnce(fetchImpl: FetchLike, url: string, init: RequestInit, timeoutMs: number, signal: AbortSignal | undefined): Promise<Attempt> {
  if (signal?.aborted) return { kind: 'aborted' };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    // Race the fetch against the abort so a fetch that ignores its signal cannot hang an attempt.
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
    });
    const response = await Promise.race([fetchImpl(url, { ...init, signal: controller.signal }), aborted]);
    return { kind: 'response', response };
  } catch (error) {
    if (signal?.aborted) return { kind: 'aborted' };
    if (timedOut) return { kind: 'timeout' };
    return { kind: 'network', error };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

function failed(reason: SubmitFailed['reason'], attempts: number, policy: RetryPolicy, httpStatus?: number): SubmitFailed {
  const message =
    reason === 'timeout'
      ? `Your request was not sent: the server did not answer within ${Math.round(policy.timeoutMs / 1000)} seconds.`
      : reason === 'http'
        ? `Your request was not sent: the server answered with an error (${httpStatus}).`
        : reason === 'aborted'
          ? 'Your request was cancelled before it was sent.'
          : 'Your request was not sent: we could not reach the server. Check your connection.';
  return httpStatus === undefined ? { status: 'failed', reason, message, attempts } : { status: 'failed', reason, message, attempts, httpStatus };
}

/** Sends one request with the retry policy and resolves with a typed result; never rejects. */
export async function sendWithRetry(url: string, init: RequestInit, options: SendOptions = {}): Promise<SubmitResult> {
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.policy };
  const fetchImpl: FetchLike = options.fetch ?? ((input, requestInit) => globalThis.fetch(input, requestInit));
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const isSuccess = options.isSuccess ?? ((response: Response) => response.ok);
  const maxAttempts = Math.max(1, Math.floor(policy.maxAttempts));

  let last: SubmitFailed = failed('network', 0, policy);
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const outcome = await attemptOnce(fetchImpl, url, init, policy.timeoutMs, options.signal);
    let retryAfterMs: number | undefined;
    if (outcome.kind === 'aborted') return failed('aborted', attempt - 1, policy);
    if (outcome.kind === 'response') {
      const { response } = outcome;
      if (isSuccess(response)) {
        return response.type === 'opaque' || response.status === 0
          ? { status: 'sent', attempts: attempt }
          : { status: 'sent', attempts: attempt, httpStatus: response.status };
      }
      discard(response);
      last = failed('http', attempt, policy, response.status);
      if (!isRetryableStatus(response.status)) return last;
      retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), now());
    } else {
      last = failed(outcome.kind, attempt, policy);
    }
    if (attempt === maxAttempts) break;
    const delay = retryAfterMs !== undefined ? Math.min(retryAfterMs, policy.retryAfterCapMs) : backoffDelay(attempt, policy, random);
    await sleep(delay, options.signal);
    if (options.signal?.aborted) return failed('aborted', attempt, policy);
  }
  return last;
}

/** A send's result, and the text of the last answer when it was a refusal (not 2xx), read for its reasons. */
export type SendWithAnswer = { result: SubmitResult; refusalBody?: string };

/**
 * sendWithRetry, also keeping the body of the last answer that was not a success: the lead relay's
 * 422 carries the field messages, a CRM's 400 its reasons. Read from a copy of the answer, since the
 * retry loop lets go of the one it judged. At most `maxChars` characters are kept.
 */
export async function sendReadingRefusal(url: string, init: RequestInit, options: SendOptions = {}, maxChars = 4_000): Promise<SendWithAnswer> {
  const fetchImpl: FetchLike = options.fetch ?? ((input, requestInit) => globalThis.fetch(input, requestInit));
  let last: Response | undefined;
  const result = await sendWithRetry(url, init, {
    ...options,
    fetch: async (input, requestInit) => {
      const response = await fetchImpl(input, requestInit);
      last = response.type === 'opaque' ? undefined : response.clone();
      return response;
    },
  });
  if (result.status === 'sent' || result.httpStatus === undefined || last === undefined) return { result };
  const text = await last.text().catch(() => '');
  return { result, refusalBody: text.slice(0, maxChars) };
}

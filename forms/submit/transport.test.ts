import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_RETRY, parseRetryAfter, sendWithRetry } from './transport';
import { recordingSleep, scriptedFetch, type Step } from './test-helpers';

const URL_ = 'https://receiver.example/leads';
const INIT: RequestInit = { method: 'POST', body: '{}' };
const NOW = Date.parse('2026-11-21T12:00:00Z');

function send(steps: Step[], extra: Parameters<typeof sendWithRetry>[2] = {}) {
  const { fetch, requests } = scriptedFetch(...steps);
  const { sleep, delays } = recordingSleep();
  const result = sendWithRetry(URL_, INIT, { fetch, sleep, now: () => NOW, random: () => 0, ...extra });
  return { result, requests, delays, fetch };
}

describe('sendWithRetry', () => {
  it.each<[string, Step]>([
    ['a network error', 'network'],
    ['500', 500],
    ['502', 502],
    ['503', 503],
    ['429', 429],
  ])('retries after %s and then succeeds', async (_, first) => {
    const { result, requests, delays } = send([first, 200]);
    expect(await result).toEqual({ status: 'sent', attempts: 2, httpStatus: 200 });
    expect(requests).toHaveLength(2);
    expect(delays).toEqual([250]);
  });

  it.each([400, 401, 403, 404, 409, 422])('does not retry %i', async (status) => {
    const { result, requests, delays } = send([status, 200]);
    expect(await result).toMatchObject({ status: 'failed', reason: 'http', httpStatus: status, attempts: 1 });
    expect(requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it.each<[string, Step, string]>([
    ['503', 503, 'http'],
    ['429', 429, 'http'],
    ['a network error', 'network', 'network'],
  ])('stops after 3 attempts of %s with a final failure', async (_, step, reason) => {
    const { result, requests, delays } = send([step]);
    const final = await result;
    expect(final).toMatchObject({ status: 'failed', reason, attempts: 3 });
    expect(final.status === 'failed' && final.message).toMatch(/not sent/);
    expect(requests).toHaveLength(3);
    expect(delays).toEqual([250, 500]);
  });

  it('honours maxAttempts from the policy', async () => {
    const { result, requests, delays } = send([500], { policy: { maxAttempts: 5 } });
    expect(await result).toMatchObject({ status: 'failed', attempts: 5 });
    expect(requests).toHaveLength(5);
    expect(delays).toEqual([250, 500, 1000, 2000]);
  });

  it.each<[string, string, number]>([
    ['seconds', '3', 3000],
    ['zero seconds', '0', 0],
    ['an HTTP date', new Date(NOW + 5000).toUTCString(), 5000],
    ['seconds above the cap', '120', 10_000],
    ['a date above the cap', new Date(NOW + 3_600_000).toUTCString(), 10_000],
    ['a past date (falls back to backoff)', new Date(NOW - 5000).toUTCString(), 250],
    ['garbage (falls back to backoff)', 'soon', 250],
  ])('honours Retry-After as %s', async (_, retryAfter, expected) => {
    const { result, delays } = send([{ status: 429, headers: { 'Retry-After': retryAfter } }, 200]);
    expect(await result).toMatchObject({ status: 'sent', attempts: 2 });
    expect(delays).toEqual([expected]);
  });

  it('honours Retry-After on a 503 too', async () => {
    const { result, delays } = send([{ status: 503, headers: { 'Retry-After': '2' } }, 204]);
    expect(await result).toEqual({ status: 'sent', attempts: 2, httpStatus: 204 });
    expect(delays).toEqual([2000]);
  });

  it('aborts an attempt after the per-attempt timeout and retries it', async () => {
    const { result, requests } = send(['hang', 200], { policy: { timeoutMs: 20 } });
    expect(await result).toMatchObject({ status: 'sent', attempts: 2 });
    expect(requests).toHaveLength(2);
  });

  it('fails with reason timeout when every attempt hangs', async () => {
    const { result, requests } = send(['hang'], { policy: { timeoutMs: 20, maxAttempts: 2 } });
    expect(await result).toMatchObject({ status: 'failed', reason: 'timeout', attempts: 2 });
    expect(requests).toHaveLength(2);
  });

  it('times out even when fetch ignores its signal', async () => {
    const fetch = () => new Promise<Response>(() => {});
    const result = await sendWithRetry(URL_, INIT, {
      fetch,
      sleep: async () => {},
      policy: { timeoutMs: 20, maxAttempts: 1 },
    });
    expect(result).toMatchObject({ status: 'failed', reason: 'timeout', attempts: 1 });
  });

  it('stops at once when the caller aborts', async () => {
    const controller = new AbortController();
    const { fetch, requests } = scriptedFetch('hang');
    const pending = sendWithRetry(URL_, INIT, { fetch, sleep: async () => {}, signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ status: 'failed', reason: 'aborted' });
    expect(requests).toHaveLength(1);
  });

  it('stops waiting between attempts when the caller aborts (the default sleep)', async () => {
    const controller = new AbortController();
    const { fetch, requests } = scriptedFetch({ status: 503, headers: { 'Retry-After': '10' } }, 200);
    const started = Date.now();
    const pending = sendWithRetry(URL_, INIT, { fetch, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toMatchObject({ status: 'failed', reason: 'aborted', attempts: 1 });
    expect(requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('waits with the real default sleep when none is injected', async () => {
    const { fetch } = scriptedFetch({ status: 503, headers: { 'Retry-After': '0' } }, 200);
    expect(await sendWithRetry(URL_, INIT, { fetch })).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('does not start when the signal is already aborted', async () => {
    const { result, requests } = send([200], { signal: AbortSignal.abort() });
    expect(await result).toMatchObject({ status: 'failed', reason: 'aborted', attempts: 0 });
    expect(requests).toHaveLength(0);
  });

  it('passes its own abort signal to fetch', async () => {
    const { fetch } = send([200]);
    await Promise.resolve();
    expect(fetch.mock.calls[0]![1].signal).toBeInstanceOf(AbortSignal);
  });
});

describe('backoffDelay', () => {
  it.each([
    [1, 0, 250],
    [1, 0.999, 500],
    [2, 0, 500],
    [3, 0, 1000],
    [4, 0, 2000],
    [5, 0, 2000],
    [5, 0.5, 3000],
    [9, 0.999, 3998],
    [9, 0, 2000],
  ])('retry %i with random %f waits %i ms', (retry, random, expected) => {
    expect(backoffDelay(retry, DEFAULT_RETRY, () => random)).toBe(expected);
  });
});

describe('parseRetryAfter', () => {
  it.each<[string | null, number | undefined]>([
    [null, undefined],
    ['', undefined],
    ['7', 7000],
    [' 7 ', 7000],
    ['-1', undefined],
    ['1.5', undefined],
    [new Date(NOW + 90_000).toUTCString(), 90_000],
    [new Date(NOW).toUTCString(), undefined],
    ['Sun, 06 Nov 1994 08:49:37 GMT', undefined],
  ])('%j -> %j', (value, expected) => {
    expect(parseRetryAfter(value, NOW)).toBe(expected);
  });
});

/**
 * What a visitor's first click needs: the page loaded, the scripts the build starts after the first
 * paint fetched (scripts/lib/after-first-paint.ts), every request the page made answered, and the
 * main thread idle, so the chunks a hydrating component asked for have arrived and run.
 *
 * Playwright's `networkidle` (500 ms without a request) is not that: on a machine slow to paint it
 * can come before the starter has even requested the scripts, and a click then lands on a button
 * whose code has not arrived (a CI run on 2026-11-27: the privacy notice's "I understand", the
 * external-link interstitial, a page's chunks). It also costs every wait half a second of nothing,
 * and the specs wait for it on most pages they open. So every `networkidle` wait of a page (goto,
 * reload, waitForLoadState: `settleContextOnNetworkIdle`) is this one instead, and the specs keep
 * saying what they mean.
 *
 * `settle` counts the page's requests as Playwright sees them (those of its frames too) instead of
 * waiting for a quiet spell: it is settled when, twice running, nothing was in flight, the browser
 * drew two frames and then had an idle moment, and no request started meanwhile. A script that
 * arrives asks for its chunks while it runs, before that idle moment, so a chain of chunks shows as
 * a request started, and the wait goes on.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';

/** Past this the test goes on and its own assertions judge the page: a guard, not a speed target. */
const SETTLE_TIMEOUT_MS = 30_000;
/** How many rounds in a row must find the page still: a second round covers a script compiled off the main thread. */
const STILL_ROUNDS = 2;

interface Traffic {
  inFlight: Set<Request>;
  /** Requests started since the page opened. */
  started: number;
}

const traffic = new WeakMap<Page, Traffic>();

function trafficOf(page: Page): Traffic {
  let found = traffic.get(page);
  if (found === undefined) {
    const counted: Traffic = { inFlight: new Set(), started: 0 };
    page.on('request', (request) => {
      counted.inFlight.add(request);
      counted.started += 1;
    });
    page.on('requestfinished', (request) => counted.inFlight.delete(request));
    page.on('requestfailed', (request) => counted.inFlight.delete(request));
    traffic.set(page, counted);
    found = counted;
  }
  return found;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * In the page: true once it has loaded and fetched the starter's scripts, after two frames and an
 * idle moment of the main thread (a page that draws no frame goes on after a second).
 */
function pageStill(page: Page): Promise<boolean> {
  return page
    .evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          if (document.readyState !== 'complete') return resolve(false);
          const starter = document.querySelector('script[data-scripts]');
          const wanted = (starter?.getAttribute('data-scripts') ?? '').split(' ').filter(Boolean);
          if (!wanted.every((src) => performance.getEntriesByName(new URL(src, location.href).href).length > 0)) return resolve(false);
          const idle = () => requestIdleCallback(() => resolve(true), { timeout: 2_000 });
          setTimeout(idle, 1_000);
          requestAnimationFrame(() => requestAnimationFrame(idle));
        }),
    )
    .catch(() => false); // a page navigating as it is asked is not still
}

async function settle(page: Page): Promise<void> {
  const counted = trafficOf(page);
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let stillRounds = 0;
  while (stillRounds < STILL_ROUNDS && Date.now() < deadline) {
    while (counted.inFlight.size > 0 && Date.now() < deadline) await pause(20);
    const started = counted.started;
    const still = await pageStill(page);
    if (still && counted.started === started && counted.inFlight.size === 0) {
      stillRounds += 1;
    } else {
      stillRounds = 0;
      if (!still) await pause(50);
    }
  }
}

/** Every `networkidle` wait of the page is a `load` wait and then `settle` (above). */
function settleOnNetworkIdle(page: Page): void {
  trafficOf(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForLoadState = page.waitForLoadState.bind(page);
  page.goto = async (url, options) => {
    if (options?.waitUntil !== 'networkidle') return goto(url, options);
    const response = await goto(url, { ...options, waitUntil: 'load' });
    await settle(page);
    return response;
  };
  page.reload = async (options) => {
    if (options?.waitUntil !== 'networkidle') return reload(options);
    const response = await reload({ ...options, waitUntil: 'load' });
    await settle(page);
    return response;
  };
  page.waitForLoadState = async (state, options) => {
    if (state !== 'networkidle') return waitForLoadState(state, options);
    await waitForLoadState('load', options);
    await settle(page);
  };
}

/** The same for every page of a context, those opened later (popups, new tabs) included. */
export async function settleContextOnNetworkIdle(context: BrowserContext): Promise<void> {
  // A page with more resources than the default buffer (250) would drop the entries settle reads.
  await context.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
  for (const page of context.pages()) settleOnNetworkIdle(page);
  context.on('page', settleOnNetworkIdle);
}

/**
 * Resolves once the browser has drawn two frames since the call, so whatever a scroll changed (an
 * IntersectionObserver's callback, a class set in a scroll handler) is on screen: the wait for "nothing
 * changed" that a fixed sleep used to stand in for.
 */
export async function paintedTwice(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * "The network is idle" no longer means "the page's scripts have run": the build starts Next's
 * scripts only once the browser reports its first contentful paint (scripts/lib/after-first-paint.ts),
 * so on a machine slow to paint, Playwright's `networkidle` (500 ms without a request) can come before
 * they are even requested, and a click then lands on a button whose code has not arrived (a CI run on
 * 2026-11-27: the privacy notice's "I understand", the external-link interstitial, a page's chunks).
 *
 * `settle` waits, after `networkidle`, until the scripts the starter adds have been fetched, no
 * resource (the chunks a hydrating component asks for included) has finished for 500 ms, and the
 * main thread is idle: what a visitor's first click needs.
 * `settleContextOnNetworkIdle` makes every `networkidle` wait of a page (goto, reload, waitForLoadState)
 * include it, so the specs keep saying what they mean.
 */
import type { BrowserContext, Page } from '@playwright/test';

const QUIET_MS = 500;
/** Past this the test goes on and its own assertions judge the page: a guard, not a speed target. */
const SETTLE_TIMEOUT_MS = 30_000;

async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      (quietMs: number) => {
        if (document.readyState !== 'complete') return false;
        const starter = document.querySelector('script[data-scripts]');
        const wanted = (starter?.getAttribute('data-scripts') ?? '').split(' ').filter(Boolean);
        if (!wanted.every((src) => performance.getEntriesByName(new URL(src, location.href).href).length > 0)) return false;
        const lastEnd = Math.max(0, ...performance.getEntriesByType('resource').map((entry) => (entry as PerformanceResourceTiming).responseEnd));
        return performance.now() - lastEnd >= quietMs;
      },
      QUIET_MS,
      { timeout: SETTLE_TIMEOUT_MS, polling: 100 },
    )
    .catch(() => undefined);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 }))).catch(() => undefined);
}

/** Every `networkidle` wait of the page also waits until it has settled (above). */
function settleOnNetworkIdle(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForLoadState = page.waitForLoadState.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil === 'networkidle') await settle(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil === 'networkidle') await settle(page);
    return response;
  };
  page.waitForLoadState = async (state, options) => {
    await waitForLoadState(state, options);
    if (state === 'networkidle') await settle(page);
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

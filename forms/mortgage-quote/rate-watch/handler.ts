import type { SubmitHandler } from '../../submit/types';

/** The message a visitor reads when the page names no rate-watch handler (ours; the spec only logs). */
export const NO_HANDLER_MESSAGE = 'Rate Watch is not available right now. Please try again later.';

/**
 * The handler Rate Watch's Sign Up sends with: the page's rate-watch service (`services.rateWatch`)
 * through the repository's webhook transport (JSON POST, retries, timeouts), or `override` (tests). A
 * missing handler and a failed send are logged as errors (spec 03 §8); beyond the spec, the failure is
 * also handed back, so the form tells the visitor and offers to send again.
 */
export function rateWatchHandler(url: string | undefined, override?: SubmitHandler, log: (...args: unknown[]) => void = console.error): SubmitHandler {
  return async (payload, context) => {
    // The webhook's transport loads with the sign-up, not with the page. handler-for.ts itself, not the
    // engine's on-demand.ts: imported from this form's chunk, that module got a second copy of its own
    // (5.4 kB gz, fetched beside the engine's on interaction) for 22 B less on the page (npm run bench).
    const base = override ?? (url === undefined ? undefined : (await import('../../submit/handler-for')).handlerForConfig({ handler: 'webhook', url }));
    if (base === undefined) {
      log('[rate watch] the page names no rate-watch handler (services.rateWatch); nothing was sent');
      return { status: 'failed', reason: 'network', message: NO_HANDLER_MESSAGE, attempts: 0 };
    }
    const result = await base(payload, context);
    if (result.status === 'failed' && result.reason !== 'aborted') log('[rate watch] the sign-up was not sent', result);
    return result;
  };
}

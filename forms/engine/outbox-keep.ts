/**
 * The keeping side of the tab's outbox (outbox.ts): which failed sends are worth keeping, and the
 * keeping. Needed only once a send has failed, so it loads with the send's code (on-demand.ts), not
 * with the page.
 */
import type { SubmitFailed } from '../submit/types';
import type { SavedLead } from './outbox';

/**
 * Whether a failure may pass on another try: no answer (offline, refused connection), no answer in
 * time, or a busy or failing server (5xx, 429). Any other answer is the server's verdict on this lead:
 * sending it again would get the same one ('invalid' shows its messages under the fields instead).
 */
export function worthKeeping(failure: SubmitFailed): boolean {
  if (failure.reason === 'network' || failure.reason === 'timeout') return true;
  const status = failure.httpStatus ?? 0;
  return failure.reason === 'http' && (status === 429 || status >= 500);
}

/** Keeps the lead; false when the tab's storage refused it (full, disabled): the form must not promise to send it. */
export function keepLead(key: string, lead: SavedLead): boolean {
  // Storage that cannot be reached (disabled, a sandboxed frame) throws on access as a full one does on
  // setItem. Not through outbox.ts's session(): a module this chunk and the page's engine both import
  // is copied by Turbopack into every form's own chunk (+0.3 kB gz a form, npm run bench).
  try {
    window.sessionStorage.setItem(key, JSON.stringify(lead));
    return true;
  } catch {
    return false;
  }
}

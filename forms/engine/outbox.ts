/**
 * The tab's outbox (issue 41): a lead whose send failed in a way that may pass later is kept in the
 * tab's session storage until a send of it is accepted, so a reload or a lost connection does not
 * lose it. One lead per page and form; only what sending it again needs: the envelope (values,
 * idempotency key, bot readings, consent) and where it was going. Session storage, not local: it stays
 * with the tab that typed it and goes when the tab is closed, so it is never sent from another tab and
 * never outlives the visit on a shared computer.
 *
 * This module is what a page needs as it opens (the kept lead read back, the messages about it); what
 * decides to keep a lead after a failed send is outbox-keep.ts, loaded with the send (on-demand.ts).
 */
import type { SubmitHandlerConfig } from '../submit/config';
import type { LeadEnvelope } from '../submit/types';

/** What the visitor reads in the form's alert while their lead waits in the tab (docs/forms-behaviour.md). */
export const SAVED_MESSAGE = 'We have kept your request in this browser tab and will send it as soon as the connection is back.';

/** What the form shows while it sends the request kept in the tab (on opening the page again, or back online). */
export const RESENDING_MESSAGE = 'Sending the request kept in this browser tab…';

export type SavedLead = {
  envelope: LeadEnvelope;
  /** The page's submit handler as it was when the lead was kept (absent where a test hands its own). */
  target?: SubmitHandlerConfig;
};

/** The storage key of a form's lead on a page. */
export function outboxKey(path: string, form: string): string {
  return `lead-outbox:${path}#${form}`;
}

/** The tab's session storage, or undefined where it cannot be used (storage disabled, a sandboxed frame). */
function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The lead kept under `key`, if one is there and whole (anything else is dropped). */
export function readSaved(key: string): SavedLead | undefined {
  const storage = session();
  let raw: string | null = null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isRecord(parsed) && isRecord(parsed.envelope) && typeof parsed.envelope.key === 'string' && isRecord(parsed.envelope.values)) {
      // The shape this module wrote (keepLead), checked where it matters to send it again.
      return parsed as SavedLead;
    }
  } catch {
    // Not this module's JSON: dropped below.
  }
  forgetLead(key);
  return undefined;
}

export function forgetLead(key: string): void {
  try {
    session()?.removeItem(key);
  } catch {
    // Nothing kept where storage cannot be reached.
  }
}

/**
 * A lead as the relay keeps it, and the store that keeps it (relay/store/journal.ts on Node, kv.ts as a
 * Worker, memory.ts in tests). A lead is stored before the relay answers 202; its state then moves
 * stored -> forwarding -> forwarded | refused (the CRM's reason kept) | failed (attempts exhausted).
 */
import type { ConsentEvidence, SubmitPayload } from '@/forms/submit/types';
import type { ForwardConfig } from '@/forms/submit/config';

export type LeadState = 'stored' | 'forwarding' | 'forwarded' | 'refused' | 'failed';

/** The states a restart or a replay takes up again: neither forwarded nor refused. */
export const UNFINISHED: readonly LeadState[] = ['stored', 'forwarding', 'failed'];

export type StoredLead = {
  id: string;
  /** The browser's Idempotency-Key: the same key again gets this lead's answer and forwards nothing. */
  key: string;
  form: string;
  brand: string;
  /** The page's path ('/business/'). */
  path: string;
  /** When the relay stored it (ISO 8601). */
  at: string;
  /** The page the visitor sent it from. */
  page: { uri: string; name: string };
  /** What goes to the CRM, built by the form's own payload builder from the page's content. */
  payload: SubmitPayload;
  /** Where it goes, from the page's content (never from the browser). */
  forward: ForwardConfig;
  /** HubSpot's visitor cookie, when the visitor carried it. */
  hutk?: string;
  /** What the visitor agreed to, and whether its hash is the hash of the consent text the page shows. */
  consent?: ConsentEvidence & { matches: boolean };
  state: LeadState;
  /** Requests made to the CRM so far. */
  attempts: number;
  /** The CRM's reason (refused) or the last failure (failed). */
  lastError?: string;
};

/** A change of a lead's state. */
export type LeadUpdate = Pick<StoredLead, 'state' | 'attempts'> & { lastError?: string };

export interface LeadStore {
  /** Keeps a new lead durably: resolved only once it would survive a crash. */
  put(lead: StoredLead): Promise<void>;
  update(id: string, change: LeadUpdate): Promise<void>;
  get(id: string): Promise<StoredLead | undefined>;
  byKey(key: string): Promise<StoredLead | undefined>;
  /** Every lead, oldest first. */
  list(): Promise<StoredLead[]>;
  close(): Promise<void>;
}

/** The lead with `change` applied (lastError kept unless the change names one). */
export function applyUpdate(lead: StoredLead, change: LeadUpdate): StoredLead {
  const next: StoredLead = { ...lead, state: change.state, attempts: change.attempts };
  if (change.lastError !== undefined) next.lastError = change.lastError;
  else if (change.state === 'forwarded') delete next.lastError;
  return next;
}

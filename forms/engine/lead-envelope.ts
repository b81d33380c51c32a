/**
 * What the engine hands every submit handler about the lead besides its payload (issue 41,
 * forms/submit/types.ts LeadEnvelope): pure pieces, no React. The hook that holds their state is
 * use-lead.ts; it loads this module with the send (on-demand.ts), not with the page.
 */
import { consentEvidence } from '../submit/consent';
import type { LeadEnvelope } from '../submit/types';

/** HubSpot's visitor cookie in a `document.cookie` string, when the visitor carries one (the site sets none). */
export function hubspotVisitor(cookie: string): string | undefined {
  for (const pair of cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== 'hubspotutk') continue;
    const value = pair.slice(at + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}

/**
 * A new lead's idempotency key: a version 4 UUID. `crypto.randomUUID` exists only in a secure context
 * (https, localhost); a page opened over plain http on the local network (a phone trying a local build)
 * has `getRandomValues` alone, from which the same kind of UUID is made.
 */
export function newLeadKey(source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  // RFC 9562: version 4 in the high nibble of byte 6, the variant 10 in the top bits of byte 8.
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A ticked consent box: the words beside it, when it was ticked and on which page. */
export type ConsentTick = { text: string; at: Date; page: string };

export type EnvelopeParts = {
  form: string;
  values: Record<string, unknown>;
  key: string;
  honeypot: string;
  /** From the first interaction with the form to the send; 0 when there was none (a scripted send). */
  elapsedMs: number;
  /** The consent box's tick, when the form has a box and it is ticked. */
  consent?: ConsentTick;
  /** `document.cookie`. */
  cookie: string;
};

export async function leadEnvelope(parts: EnvelopeParts): Promise<LeadEnvelope> {
  const hutk = hubspotVisitor(parts.cookie);
  // Web Crypto's digest, like randomUUID, is there only in a secure context: over plain http the lead
  // goes without its consent evidence rather than not at all (the sites are served over https).
  const canHash = globalThis.crypto?.subtle !== undefined;
  return {
    form: parts.form,
    values: parts.values,
    key: parts.key,
    bot: { hp: parts.honeypot, elapsedMs: Math.max(0, Math.round(parts.elapsedMs)) },
    ...(parts.consent && canHash && { consent: await consentEvidence(parts.consent.text, parts.consent.at, parts.consent.page) }),
    ...(hutk !== undefined && { hutk }),
  };
}

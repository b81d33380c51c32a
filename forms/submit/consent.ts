/**
 * The version of a consent text (issue 41): 'sha256-' and the base64 SHA-256 of its UTF-8 bytes, the
 * form Subresource Integrity uses. The browser records it when a visitor ticks a consent box; the lead
 * relay (Node 20 or a function host) computes it again from the form's own text to know which words
 * were agreed to. Web Crypto only (`crypto.subtle`, global in browsers and in Node 20), so both sides
 * import this module and nothing else of the other's.
 */
import type { ConsentEvidence } from './types';

const CONSENT_HASH_PREFIX = 'sha256-';

/** The version of `text` exactly as given: no trimming, no normalising, so a changed space is a new version. */
export async function consentHash(text: string): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `${CONSENT_HASH_PREFIX}${btoa(binary)}`;
}

/** The evidence of one tick: the text's version, when (ISO 8601, UTC) and on which page. */
export async function consentEvidence(text: string, at: Date, page: string): Promise<ConsentEvidence> {
  return { hash: await consentHash(text), at: at.toISOString(), page };
}

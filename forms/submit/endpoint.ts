/** Where a form sends to: the checks shared by the submit handlers and the email check (no zod: the browser loads it). */

const isLocalHost = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

/** An https URL; plain http only for a receiver on this machine (tests, local development). */
export function isEndpointUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname));
}

/** Content may start an endpoint with a {token} site URL, resolved at build time. */
export function startsWithToken(value: string): boolean {
  return /^\{[A-Za-z][A-Za-z0-9]*\}/.test(value);
}

export const ENDPOINT_MESSAGE = 'Use an https:// URL (http:// only for localhost or 127.0.0.1) or a {token} site URL';

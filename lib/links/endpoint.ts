/**
 * The endpoint rule (spec 01 §7), said once: where a form sends, a service it calls or a frame it loads
 * is https, or plain http only on this machine (the local lead receiver of tests and `npm start`);
 * content may start it with a {token} site URL, resolved at build time. checkUrl (validate-url.ts) applies
 * it to content; forms/submit applies it to what the build resolved and to the email check in the
 * browser, so this module imports nothing (no zod, no URL tables): the browser loads it with the forms.
 */

/** A site URL token's name: {onlineBankingUrl}. */
export const TOKEN_NAME = '[A-Za-z][A-Za-z0-9]*';

const LEADING_TOKEN = new RegExp(`^\\{(${TOKEN_NAME})\\}`);

/** Local receivers (tests, `npm start`) are the only endpoints allowed plain http. */
export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** An https URL; plain http only for a receiver on this machine. */
export function isEndpointUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname));
}

/** The {token} a URL starts with (its name), if any. */
export function leadingToken(value: string): string | undefined {
  return LEADING_TOKEN.exec(value)?.[1];
}

/** The rule as content authors read it in a problem. */
export const ENDPOINT_RULE =
  'use https:// or a {token} site URL (http:// only for the local lead receiver on localhost or 127.0.0.1, in `npm run build -- --local-leads`)';

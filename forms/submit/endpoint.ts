/** Where a form sends to, as content writes it: shared by the submit handlers and the email check. */
import { z } from 'zod';

const isLocalHost = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

/** An https URL; plain http only for a receiver on this machine (tests, local development). */
export function isEndpointUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname));
}

export const ENDPOINT_MESSAGE = 'Use an https:// URL (http:// only for localhost or 127.0.0.1) or a {token} site URL';

/**
 * Content may write the endpoint as a {token} site URL (e.g. "{leadReceiverUrl}"), so a build can
 * point the forms elsewhere through SITE_URL_* without touching content. The content loader checks
 * the token exists; the block resolves it at build time, and handlerFor then checks the result.
 */
export const EndpointUrl = z
  .string()
  .refine((value) => /^\{[A-Za-z][A-Za-z0-9]*\}/.test(value) || isEndpointUrl(value), { message: ENDPOINT_MESSAGE });


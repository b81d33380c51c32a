/**
 * The email checks a page can name (schema: email-check-config.ts; this module stays free of zod
 * because the lead form, a client leaf, loads it) in its content (issue 4, "the page can name an asynchronous
 * email validator"), e.g. in a lead form block: `"emailCheck": { "validator": "disposable" }`.
 *
 * - `format`: the format only, no asynchronous call.
 * - `disposable` (the default, default-email-check.ts DEFAULT_EMAIL_CHECK): also turns away well-known throwaway
 *   domains; the list loads on first use.
 * - `service`: asks a verification service: GET <url>?email=<address>, answered with JSON
 *   `{ "valid": boolean }` (a refused address gets the form's own email message). Anything else (an error status, a bad body, no
 *   answer in time) leaves the address unverified, and the visitor is not held up: see checkEmail.
 */
import type { EmailCheckConfig } from './email-check-config';
import { ENDPOINT_RULE, isEndpointUrl } from '@/lib/links/endpoint';
import type { EmailValidator } from './email';

/** The domain of an address, lower-cased ('' when there is no @). */
function domainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).toLowerCase();
}

export const disposableValidator: EmailValidator = async (email) => {
  const { DISPOSABLE_DOMAINS } = await import('./disposable-domains');
  return !DISPOSABLE_DOMAINS.has(domainOf(email));
};

function isAnswer(body: unknown): body is { valid: boolean } {
  return typeof body === 'object' && body !== null && typeof (body as { valid?: unknown }).valid === 'boolean';
}

export function serviceValidator(url: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): EmailValidator {
  return async (email, signal) => {
    const target = new URL(url);
    target.searchParams.set('email', email);
    const response = await fetchImpl(target, { signal, headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`Email check answered ${response.status}`);
    const body: unknown = await response.json();
    if (!isAnswer(body)) throw new Error('Email check answered without a "valid" flag');
    return body.valid;
  };
}

/**
 * The validator and its timeout for a page's configuration; no validator for `format`. The URL
 * must already have its {token} resolved (the block does that at build time).
 */
export function emailValidatorFor(config: EmailCheckConfig | undefined, fetchImpl?: typeof fetch): { validator?: EmailValidator; timeoutMs?: number } {
  if (!config || config.validator === 'format') return {};
  if (config.validator === 'disposable') return { validator: disposableValidator, timeoutMs: config.timeoutMs };
  if (!isEndpointUrl(config.url)) throw new Error(`emailCheck.url: "${config.url}": ${ENDPOINT_RULE}`);
  return { validator: serviceValidator(config.url, fetchImpl), timeoutMs: config.timeoutMs };
}

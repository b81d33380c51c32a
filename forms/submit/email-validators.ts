/**
 * The email checks a page can name in its content (issue 4, "the page can name an asynchronous
 * email validator"), e.g. in a lead form block: `"emailCheck": { "validator": "disposable" }`.
 *
 * - `format` (the default): the format only, no asynchronous call.
 * - `disposable`: also turns away well-known throwaway domains; the list loads on first use.
 * - `service`: asks a verification service: GET <url>?email=<address>, answered with JSON
 *   `{ "valid": boolean, "message"?: string }`. Anything else (an error status, a bad body, no
 *   answer in time) leaves the address unverified, and the visitor is not held up: see checkEmail.
 */
import { z } from 'zod';
import { EndpointUrl, isEndpointUrl } from './endpoint';
import type { EmailValidator, EmailValidatorAnswer } from './email';

export const DISPOSABLE_MESSAGE = 'Please use a permanent email address, not a disposable one.';

const timeoutMs = z
  .number()
  .int()
  .min(500)
  .max(10_000)
  .optional()
  .meta({ description: 'How long the visitor waits for the check at most, in ms (default 3000); then the address is accepted unverified.' });

export const EmailCheckConfig = z
  .discriminatedUnion('validator', [
    z.strictObject({ validator: z.literal('format') }).meta({ description: 'The format only (the default).' }),
    z
      .strictObject({ validator: z.literal('disposable'), timeoutMs })
      .meta({ description: 'The format, and not a well-known disposable email domain.' }),
    z
      .strictObject({
        validator: z.literal('service'),
        url: EndpointUrl.meta({ description: 'Answers GET ?email=<address> with {"valid": boolean, "message"?: string}.' }),
        timeoutMs,
      })
      .meta({ description: 'The format, then a verification service.' }),
  ])
  .meta({ description: 'How the email address is checked before the form is sent. Omitted = format.' });

export type EmailCheckConfig = z.infer<typeof EmailCheckConfig>;

/** The domain of an address, lower-cased ('' when there is no @). */
function domainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).toLowerCase();
}

export const disposableValidator: EmailValidator = async (email) => {
  const { DISPOSABLE_DOMAINS } = await import('./disposable-domains');
  return DISPOSABLE_DOMAINS.has(domainOf(email)) ? { valid: false, message: DISPOSABLE_MESSAGE } : true;
};

function isAnswer(body: unknown): body is { valid: boolean; message?: unknown } {
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
    const answer: EmailValidatorAnswer =
      typeof body.message === 'string' && body.message !== '' ? { valid: body.valid, message: body.message } : body.valid;
    return answer;
  };
}

/**
 * The validator and its timeout for a page's configuration; no validator for `format`. The URL
 * must already have its {token} resolved (the block does that at build time).
 */
export function emailValidatorFor(
  config: EmailCheckConfig | undefined,
  fetchImpl?: typeof fetch,
): { validator?: EmailValidator; timeoutMs?: number } {
  if (!config || config.validator === 'format') return {};
  if (config.validator === 'disposable') return { validator: disposableValidator, timeoutMs: config.timeoutMs };
  if (!isEndpointUrl(config.url)) throw new Error(`emailCheck.url: "${config.url}": not an https URL (http only on this machine)`);
  return { validator: serviceValidator(config.url, fetchImpl), timeoutMs: config.timeoutMs };
}

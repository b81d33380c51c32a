/**
 * The email check (spec 01 §5; issue 4 item 4). Every lead form checks the format and then runs the
 * page's asynchronous validator (spec 01 §5, 03 §5: "an asynchronous validation function supplied by the
 * page"): `DEFAULT_EMAIL_CHECK` (default-email-check.ts) unless the page names its own (e.g. a call to a verification service);
 * it is raced against a timeout.
 *
 * A validator that throws, rejects or times out must not block the visitor: the result is
 * `unverified`, and `accepted` is true because the format is valid. Only a validator that answers
 * "no" in time rejects the address. An address with an invalid format is rejected before any
 * validator runs.
 */
import { MESSAGES } from '../fields/messages';

/**
 * What a validator answers: truthy accepts, falsy refuses (spec 03 §5: it "returns truthy or
 * falsy"), so `1` and 'yes' pass, and `null`, `undefined`, `0` and '' refuse. The message the visitor
 * reads is the form's own for its email field, not the validator's.
 */
type EmailValidatorAnswer = unknown;

/** An asynchronous validator. `signal` aborts when the check gives up waiting. */
export type EmailValidator = (email: string, signal: AbortSignal) => Promise<EmailValidatorAnswer>;

export type EmailCheck =
  | { verdict: 'invalid-format'; accepted: false; message: string }
  | { verdict: 'rejected'; accepted: false; message: string }
  | { verdict: 'valid'; accepted: true }
  | { verdict: 'unverified'; accepted: true; reason: 'timeout' | 'error' };

/** The message of a missing or refused address when a form's own rule gives none (spec 01 §5). */
export const EMAIL_MESSAGE = MESSAGES.email;

const DEFAULT_EMAIL_TIMEOUT_MS = 3_000;

/**
 * A practical format check: one @, a non-empty local part without spaces, and a domain of dot-separated
 * labels ending in a top-level domain of at least two letters. At most 254 characters.
 */
const EMAIL_FORMAT =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function isEmailFormat(email: string): boolean {
  const value = email.trim();
  return value.length <= 254 && EMAIL_FORMAT.test(value) && !value.split('@')[0]!.split('.').includes('');
}

export async function checkEmail(
  email: string,
  validator?: EmailValidator,
  { timeoutMs = DEFAULT_EMAIL_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<EmailCheck> {
  const value = email.trim();
  if (!isEmailFormat(value)) return { verdict: 'invalid-format', accepted: false, message: EMAIL_MESSAGE };
  if (!validator) return { verdict: 'valid', accepted: true };

  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const answer = await Promise.race([
      Promise.resolve()
        .then(() => validator(value, controller.signal))
        .then(
          (result) => ({ result }),
          () => 'error' as const,
        ),
      timeout,
    ]);
    if (answer === 'timeout' || answer === 'error') {
      return { verdict: 'unverified', accepted: true, reason: answer };
    }
    if (answer.result) return { verdict: 'valid', accepted: true };
    return { verdict: 'rejected', accepted: false, message: EMAIL_MESSAGE };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

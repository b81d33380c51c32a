/**
 * The page's email check as part of validation (spec 03 §4 "Validation runs on every change and is
 * asynchronous", §5 "an asynchronous email validation callback supplied by the host page"). The engine's
 * resolver asks `verdict(email)` each time it validates a well-formed address: a known verdict is
 * answered at once; an unknown one is 'pending' (the form counts as invalid, nothing is shown) and
 * the check starts once the visitor pauses typing. One request per distinct address, whatever order
 * the answers come back in: each answer is kept under its own address, and the engine re-validates
 * the field only when the answer is about the address the field still holds (the last answer wins).
 * The submit awaits the verdict on the address it sends (`settle`), asked at once if still unasked.
 */
import { checkEmail, type EmailValidator } from '../submit/email';

type EmailVerdict = 'pending' | 'accepted' | 'refused';

/** How long typing must pause before an address is checked. */
const EMAIL_CHECK_DEBOUNCE_MS = 400;

export type EmailVerdicts = {
  verdict(email: string): EmailVerdict;
  settle(email: string): Promise<EmailVerdict>;
  /** Stops a check waiting for the pause (the form went away). */
  dispose(): void;
};

export function emailVerdicts({
  validator,
  timeoutMs,
  debounceMs = EMAIL_CHECK_DEBOUNCE_MS,
  onVerdict,
}: {
  validator: EmailValidator;
  timeoutMs?: number;
  debounceMs?: number;
  /** An answer came for `email` (trimmed). */
  onVerdict: (email: string) => void;
}): EmailVerdicts {
  const known = new Map<string, 'accepted' | 'refused'>();
  const asked = new Map<string, Promise<void>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The address waiting for the pause: validating another field must not put its check off again. */
  let waiting: string | undefined;
  const ask = (email: string): Promise<void> => {
    const running = asked.get(email);
    if (running) return running;
    // checkEmail never rejects: a validator that throws, rejects or times out leaves the address
    // accepted, unverified (forms/submit/email.ts).
    const check = checkEmail(email, validator, { timeoutMs }).then((result) => {
      known.set(email, result.accepted ? 'accepted' : 'refused');
      onVerdict(email);
    });
    asked.set(email, check);
    return check;
  };
  return {
    verdict(email) {
      const key = email.trim();
      const verdict = known.get(key);
      if (verdict) return verdict;
      if (!asked.has(key) && key !== waiting) {
        clearTimeout(timer);
        waiting = key;
        timer = setTimeout(() => {
          waiting = undefined;
          void ask(key);
        }, debounceMs);
      }
      return 'pending';
    },
    async settle(email) {
      const key = email.trim();
      if (!known.has(key)) {
        clearTimeout(timer);
        waiting = undefined;
        await ask(key);
      }
      return known.get(key) ?? 'pending';
    },
    dispose() {
      clearTimeout(timer);
      waiting = undefined;
    },
  };
}

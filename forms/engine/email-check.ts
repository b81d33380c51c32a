/**
 * The page's email check as part of validation (spec 03 §4, §5): the check the page names (the block's
 * `emailCheck`, or a test's `emailValidator`), else the default (submit/default-email-check.ts), on
 * a form that has an email field; loaded when the form first validates, not with the page (a page that
 * names `format` never loads it). The engine's resolver hands
 * it each result of the form's own rules (`validate`); the submit awaits the verdict on the address it
 * sends (`settle`). The verdicts themselves (debounce, one request per address, the last answer wins)
 * are email-verdicts.ts.
 */
import type { FieldErrors, FieldValues, ResolverResult } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import { EMAIL_MESSAGE, type EmailValidator } from '../submit/email';
import type { EmailCheckConfig } from '../submit/email-check-config';
import { emailValidatorFor } from '../submit/email-validators';
import { emailVerdicts } from './email-verdicts';

export type EmailStep<V extends FieldValues> = {
  /** The result of the form's own rules, with the check's verdict on the address they accepted. */
  validate(values: V, result: ResolverResult<V>): Promise<ResolverResult<V>>;
  /** Waits for the verdict on the address the values hold (asked now if still unasked). */
  settle(values: V): Promise<void>;
  /** Stops a check waiting for the pause (the form went away). */
  dispose(): void;
};

export function emailStep<V extends FieldValues>({
  schema,
  name,
  check,
  onVerdict,
}: {
  /**
   * The form's schema (its loader's answer; passed in, not read from the definition here: importing
   * types.ts into this chunk would split it out of the engine's, at a cost to every form page).
   */
  schema: () => Promise<AnyObjectSchema>;
  /** The form's email field (types.ts emailFieldOf). */
  name: string;
  /**
   * The page's check: a validator (tests), or the block's configuration, turned into one here, in this
   * chunk, not in the engine every form page downloads. Its URL passed the content check and the
   * block's render (emailValidatorFor there too) at build time.
   */
  check: EmailValidator | EmailCheckConfig;
  /** An answer came for `email` (trimmed). */
  onVerdict: (email: string) => void;
}): EmailStep<V> {
  const { validator, timeoutMs } = typeof check === 'function' ? { validator: check, timeoutMs: undefined } : emailValidatorFor(check);
  // `format` names no check: the engine does not load this for it.
  if (validator === undefined) return { validate: (_values, result) => Promise.resolve(result), settle: () => Promise.resolve(), dispose: () => undefined };
  const verdicts = emailVerdicts({ validator, timeoutMs, onVerdict });
  let message: Promise<string> | undefined;
  return {
    async validate(values, result) {
      const email: unknown = values[name];
      // Only an address the form's own rule accepts is checked (one request per distinct address).
      if (typeof email !== 'string' || Object.hasOwn(result.errors, name)) return result;
      const verdict = verdicts.verdict(email);
      if (verdict === 'accepted') return result;
      // Refused: the form's own message under the field. Still asking: invalid (the button waits), with
      // nothing to show yet (a form-level error, as before the validation loads: validation.ts).
      const errors: Record<string, unknown> =
        verdict === 'refused'
          ? { ...result.errors, [name]: { type: 'emailCheck', message: await (message ??= emailMessageOf(schema, name)) } }
          : { ...result.errors, root: { ...result.errors.root, emailCheck: { type: 'pending' } } };
      // Errors keyed by the field's own name, or react-hook-form's form-level `root`.
      return { values: {}, errors: errors as FieldErrors<V> };
    },
    async settle(values) {
      const email: unknown = values[name];
      if (typeof email === 'string') await verdicts.settle(email);
    },
    dispose: () => verdicts.dispose(),
  };
}

/**
 * The message the form's own email rule (the rule of its email field, `name`) gives a missing address
 * ('Business Email is required.' on the commercial form, 'Please complete this required field.' on the
 * HubSpot-shaped forms, 'Email is required.' elsewhere): what the visitor reads when the page's email
 * check refuses an address.
 */
function emailMessageOf(schema: () => Promise<AnyObjectSchema>, name: string): Promise<string> {
  return schema().then((loaded) =>
    loaded.validateAt(name, { [name]: '' }).then(
      () => EMAIL_MESSAGE,
      // A yup ValidationError, read by shape: importing yup here would put it in this chunk.
      (error: unknown) => (error instanceof Error && error.message !== '' ? error.message : EMAIL_MESSAGE),
    ),
  );
}

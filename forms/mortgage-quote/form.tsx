'use client';

import { type FormEvent, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormShell } from '../engine/FormShell';
import type { FormProps } from '../engine/types';
import { useFormEngine } from '../engine/useFormEngine';
import { ModalDialog } from '../ui/ModalDialog';
import styles from '../ui/Field.module.scss';
import formStyles from '../engine/Form.module.scss';
import { CriteriaFields } from './CriteriaFields';
import { quoteForm } from './definition';
import { FiltersForm } from './FiltersForm';
import { DEFAULT_SMS_CONSENT, RATE_WATCH_LEAD, rateWatchFormFor } from './rate-watch/definition';
import { rateWatchHandler } from './rate-watch/handler';
import type { QuoteContact } from './rate-watch/payload';
import { RateWatchForm } from './RateWatchForm';
import type { QuoteValues } from './schema';

export const definition = quoteForm;

export const RATE_WATCH_TITLE = 'Set Up Rate Watch';
export const SIGN_UP_LABEL = 'Sign Up For Ratewatch';

/** The texts the page's content gives (its manifest's settings); these stand in only where a test omits them. */
const DEFAULT_TEXTS = {
  rateWatchBody: 'Rate Watch assumes the same criteria as your rate search.',
  smsConsentText: DEFAULT_SMS_CONSENT,
  rateWatchSuccess: 'You have subscribed to Rate Watch.',
  rateWatchNotSubmitted: 'Your rate request was sent. Rate Watch was not submitted: use Sign Up For Ratewatch to get rate alerts.',
} as const;

type FocusTarget = 'signUp' | 'success';

// 'Sign Up For Ratewatch' has no aria-haspopup: it opens the dialog only after the quote is valid and
// sent, and would otherwise promise a dialog it does not open.

/**
 * The Rate Watch modal and its success message: while the modal is open, the quote's email and last
 * name (`watching`), which Rate Watch carries; and where focus goes after each (back on 'Sign Up For
 * Ratewatch' when the modal closes or the message is dismissed, on the message after a sign-up).
 */
function useRateWatch() {
  const [watching, setWatching] = useState<QuoteContact | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  // A new object per request, so the effect below runs once for each, and the same target asked for twice moves focus twice.
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget } | null>(null);
  const setFocusTarget = (target: FocusTarget) => setFocusRequest({ target });
  const signUpButton = useRef<HTMLButtonElement>(null);
  const successText = useRef<HTMLParagraphElement>(null);

  // Focus moves once what it goes to is shown again (the form comes back only after the modal closed).
  // The modal closes only with a request (closeRateWatch, onSubscribed), so an old one never runs again.
  useEffect(() => {
    if (watching !== null || focusRequest === null) return;
    (focusRequest.target === 'success' ? successText : signUpButton).current?.focus();
  }, [watching, focusRequest]);

  const closeRateWatch = () => {
    // The dialog's close event also follows a close this form asked for (after Sign Up): nothing to do then.
    if (watching === null) return;
    setWatching(null);
    setFocusTarget('signUp');
  };
  const onSubscribed = () => {
    setWatching(null);
    setSubscribed(true);
    setFocusTarget('success');
  };
  const dismiss = () => {
    setSubscribed(false);
    setFocusTarget('signUp');
  };
  return { watching, setWatching, subscribed, setSubscribed, signUpButton, successText, closeRateWatch, onSubscribed, dismiss };
}

/**
 * The mortgage rate quote (spec 03 §2, §4): the quote form with 'Get My Rate' and 'Sign Up For
 * Ratewatch', the Rate Watch modal, and Apply Filters.
 * - 'Get My Rate' sends the quote to the page's submit handler, then says Rate Watch was not submitted;
 *   the form stays, and Apply Filters shows the quote's criteria to adjust and send again.
 * - 'Sign Up For Ratewatch' on a valid form sends the quote, hides the form and opens the modal. Closing
 *   the modal restores the form and puts focus back on the button that opened it.
 * - Rate Watch's Sign Up sends its values with the quote's email and last name to the page's rate-watch
 *   handler (services.rateWatch), closes the modal and shows the success message, whose 'Dismiss' removes
 *   it. A failed send is logged, and the modal says so and offers to send again.
 */
export function Form(props: FormProps) {
  const engine = useFormEngine(quoteForm, props);
  const { form } = engine;
  const texts = { ...DEFAULT_TEXTS, ...stringsOf(props.settings) };
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, '');

  /** The quote last sent: Apply Filters starts from it. */
  const [quote, setQuote] = useState<QuoteValues | null>(null);
  const [notWatched, setNotWatched] = useState(false);
  const { watching, setWatching, subscribed, setSubscribed, signUpButton, successText, closeRateWatch, onSubscribed, dismiss } = useRateWatch();
  const sent = () => {
    const values = form.getValues();
    setQuote(values);
    setSubscribed(false);
    return values;
  };
  const getMyRate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void engine.submit().then((delivered) => {
      if (!delivered) return;
      sent();
      setNotWatched(true);
    });
  };
  const signUp = () => {
    void engine.submit().then((delivered) => {
      if (!delivered) return;
      const values = sent();
      setNotWatched(false);
      setWatching({ email: values.email.trim(), lastName: values.lastName.trim() });
    });
  };
  const rateWatchDefinition = useMemo(() => (watching === null ? null : rateWatchFormFor(watching, texts.smsConsentText)), [watching, texts.smsConsentText]);
  const rateWatchProps: FormProps = {
    form: RATE_WATCH_LEAD,
    crm: props.crm,
    path: props.path,
    settings: props.settings,
    handler: rateWatchHandler(props.services?.rateWatch, props.handler),
  };

  return (
    <>
      <SubscribedNotice shown={subscribed} text={texts.rateWatchSuccess} textRef={successText} dismiss={dismiss} />
      <div hidden={watching !== null}>
        <FormShell
          engine={{ ...engine, onSubmit: getMyRate }}
          props={props}
          submitLabel={quoteForm.submitLabel}
          actionsPosition="end"
          actions={
            <button ref={signUpButton} type="button" className={formStyles.secondary} disabled={engine.buttonDisabled} onClick={signUp}>
              {SIGN_UP_LABEL}
            </button>
          }
        >
          <CriteriaFields engine={engine} items={quoteForm.fields} />
        </FormShell>
        <div role="status" className={notWatched ? styles.notice : undefined}>
          {notWatched ? <p>{texts.rateWatchNotSubmitted}</p> : null}
        </div>
        {quote !== null ? <FiltersForm key={JSON.stringify(quote)} quote={quote} props={props} headingId={`${ids}-filters`} /> : null}
      </div>
      <ModalDialog open={watching !== null} title={RATE_WATCH_TITLE} onClose={closeRateWatch}>
        {rateWatchDefinition !== null ? (
          <RateWatchForm definition={rateWatchDefinition} props={rateWatchProps} body={texts.rateWatchBody} onSubscribed={onSubscribed} />
        ) : null}
      </ModalDialog>
    </>
  );
}

/** Rate Watch's success message in a live region, which is there before the message so it is announced. */
function SubscribedNotice({
  shown,
  text,
  textRef,
  dismiss,
}: {
  shown: boolean;
  text: string;
  textRef: RefObject<HTMLParagraphElement | null>;
  dismiss: () => void;
}) {
  return (
    <div role="status" className={shown ? styles.notice : undefined}>
      {shown ? (
        <>
          <p ref={textRef} tabIndex={-1}>
            {text}
          </p>
          <button type="button" className={styles.linkButton} onClick={dismiss}>
            Dismiss
          </button>
        </>
      ) : null}
    </div>
  );
}

/** The settings that are strings (the texts this form reads). */
function stringsOf(settings: FormProps['settings']): Partial<Record<keyof typeof DEFAULT_TEXTS, string>> {
  const texts: Partial<Record<keyof typeof DEFAULT_TEXTS, string>> = {};
  for (const key of Object.keys(DEFAULT_TEXTS) as (keyof typeof DEFAULT_TEXTS)[]) {
    const value = settings?.[key];
    if (typeof value === 'string' && value.trim() !== '') texts[key] = value;
  }
  return texts;
}

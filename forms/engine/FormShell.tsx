'use client';

import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { FormSuccess } from './FormSuccess';
import { PossibleErrorsProvider } from '../ui/FieldDescription';
import type { FormEngine } from './useFormEngine';
import type { FormProps } from './types';
import styles from './Form.module.scss';

// Only the long forms (`errorSummary`) show the error summary (after a failed submit) and list what is
// still needed (once the visitor has reached them): the other forms' pages do not download either
// (on-demand.ts). React's lazy, not next/dynamic: the same import() as the engine's then shares its
// loader (next/dynamic's is one more on every form page), and neither renders on the server.
const ErrorSummary = lazy(() => import('./on-demand').then((module) => ({ default: module.ErrorSummary })));
const StillNeeded = lazy(() => import('./on-demand').then((module) => ({ default: module.StillNeeded })));

export type FormShellProps<V extends FieldValues> = {
  engine: FormEngine<V>;
  props: FormProps;
  submitLabel?: string;
  /** Buttons beside the submit button: before it (a form in steps: Back) or after it (the quote's 'Sign Up For Ratewatch'). */
  actions?: ReactNode;
  actionsPosition?: 'start' | 'end';
  /** The still-needed list's title where the button does not submit (a step's Next). */
  stillNeededTitle?: string;
  children: ReactNode;
};

/**
 * What every form shows around its fields: the form element named by the block's heading, the
 * error summary of long forms after a failed submit (GOV.UK), the failure alert after a failed send (every value kept, the button then reads 'Send again'), the
 * submit button or the spinner that replaces it, and, once a send has succeeded, the success view
 * (spec 01 §2.10) in place of the form.
 */
export function FormShell<V extends FieldValues>({ engine, props, submitLabel = 'Submit', actions, actionsPosition = 'start', stillNeededTitle, children }: FormShellProps<V>) {
  const { fieldId } = engine;
  const { fieldMessages } = props;
  // By control id, which is what a field knows itself by; the same map on every keystroke, so no field draws again for it.
  const possibleErrors = useMemo(
    () => new Map(Object.entries(fieldMessages ?? {}).map(([name, messages]) => [fieldId(name), messages])),
    [fieldMessages, fieldId],
  );
  // A repeatable form stays in place after a send: what follows is its own layout's to show.
  if (engine.status === 'sent' && !engine.repeatable) return <FormSuccess heading={props.success?.headline} text={props.success?.body} />;
  const stillNeededId = `${engine.formId}-still-needed`;
  const stillNeeded = engine.buttonDisabled && engine.status !== 'sending' && engine.outstanding.length > 0;
  const button = engine.showSpinner ? (
    <span role="progressbar" aria-label="Sending your request" className={styles.spinner} />
  ) : (
    <button type="submit" disabled={engine.buttonDisabled} aria-describedby={stillNeeded ? stillNeededId : undefined} className={styles.submit}>
      {engine.failure ? 'Send again' : submitLabel}
    </button>
  );
  return (
    // The provider lets a bespoke form's own fields find the form without passing its control down.
    <FormProvider {...engine.form}>
      <PossibleErrorsProvider value={possibleErrors}>
        <form id={engine.formId} noValidate aria-labelledby={props.labelledBy} className={styles.form} onSubmit={engine.onSubmit} onFocus={engine.prepare}>
          {/* A new key per submit, so the summary takes focus again after each failed one. */}
          {engine.summary.length > 0 ? (
          // Its own boundary: while its code loads, the form stays as it is.
          <Suspense fallback={null}>
            <ErrorSummary key={engine.form.formState.submitCount} errors={engine.summary} />
          </Suspense>
        ) : null}
          {children}
          {engine.failure ? (
            <p role="alert" className={styles.alert}>
              {engine.failure}
            </p>
          ) : null}
          {actions ? (
            <div className={styles.actions}>
              {actionsPosition === 'start' ? actions : null}
              {button}
              {actionsPosition === 'end' ? actions : null}
            </div>
          ) : (
            button
          )}
          {stillNeeded ? (
            // Its own boundary, as the summary's: while its code loads, the form stays as it is (a boundary
            // further up would hide the whole form, and fields being typed in with it).
            <Suspense fallback={null}>
              <StillNeeded id={stillNeededId} items={engine.outstanding} title={stillNeededTitle} />
            </Suspense>
          ) : null}
        </form>
      </PossibleErrorsProvider>
    </FormProvider>
  );
}

'use client';

import { lazy, type ReactNode, type RefObject, Suspense, useMemo, useState } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { FormSuccess } from './FormSuccess';
import { StillNeeded } from './StillNeeded';
import { PossibleErrorsProvider } from '../ui/FieldDescription';
import { HONEYPOT_LABEL, HONEYPOT_NAME } from './honeypot';
import { RESENDING_MESSAGE, SAVED_MESSAGE } from './outbox';
import type { FormEngine } from './useFormEngine';
import type { FormProps } from './types';
import type { ErrorSummaryItem } from '../ui/summary-items';
import styles from './Form.module.scss';

// Only the long forms (`errorSummary`) show the error summary (after a failed submit) and list what is
// still needed (once the visitor has reached them): the other forms' pages do not download either's
// code (on-demand.ts; the still-needed list's frame and room are StillNeeded's, drawn from the first
// paint). React's lazy, not next/dynamic: the same import() as the engine's then shares its loader
// (next/dynamic's is one more on every form page), and neither renders on the server.
const ErrorSummary = lazy(() => import('./on-demand').then((module) => ({ default: module.ErrorSummary })));

export type FormShellProps<V extends FieldValues> = {
  engine: FormEngine<V>;
  props: FormProps;
  submitLabel?: string;
  /** Buttons beside the submit button: before it (a form in steps: Back) or after it (the quote's 'Sign Up For Ratewatch'). */
  actions?: ReactNode;
  actionsPosition?: 'start' | 'end';
  /** The still-needed list's title where the button does not submit (a step's Next). */
  stillNeededTitle?: string;
  /** What the still-needed list's kept room belongs to (a form in steps: the step); the form otherwise. */
  stillNeededScope?: string;
  /**
   * What the still-needed list of this scope will name at its first check (types.ts `firstListed`): its
   * rows are kept, hidden, from the first paint, the server's included, so the list's arrival moves nothing.
   */
  firstListed?: readonly { name: string; label: string }[];
  children: ReactNode;
};

/**
 * The items `reserve` holds plus those of `items` it lacks, each with the longer of its two texts
 * (a field answered wrongly is listed with its message); `reserve` itself when nothing is added.
 */
function reserveFor(reserve: readonly ErrorSummaryItem[], items: readonly ErrorSummaryItem[]): readonly ErrorSummaryItem[] {
  const merged = new Map(reserve.map((item) => [item.fieldId, item]));
  let changed = false;
  for (const item of items) {
    const kept = merged.get(item.fieldId);
    if (kept !== undefined && kept.message.length >= item.message.length) continue;
    merged.set(item.fieldId, item);
    changed = true;
  }
  return changed ? [...merged.values()] : reserve;
}

/**
 * The honeypot (docs/forms-accessibility.md): off screen by this module's class (the pages' CSP allows
 * no inline style), out of the tab order and of the accessibility tree; a person leaves it empty, a
 * script that fills every field does not.
 */
function Honeypot({ id, inputRef }: { id: string; inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" className={styles.honeypot}>
      <label htmlFor={id}>{HONEYPOT_LABEL}</label>
      <input ref={inputRef} id={id} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** A kept lead being sent again, and the failure of a send (saying when the lead is kept in the tab). */
function SendAlerts({ resending, failure, kept }: { resending: boolean; failure: string | undefined; kept: boolean }) {
  return (
    <>
      {resending ? (
        <p role="status" className={styles.alert}>
          {RESENDING_MESSAGE}
        </p>
      ) : null}
      {failure ? (
        <div role="alert" className={styles.alert}>
          <p>{failure}</p>
          {kept ? <p>{SAVED_MESSAGE}</p> : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * What every form shows around its fields: the form element named by the block's heading, the
 * error summary of long forms after a failed submit (GOV.UK), the honeypot, the failure alert after a
 * failed send (every value kept, the button then reads 'Send again'; a lead kept in the tab says so), the
 * submit button or the spinner that replaces it, and, once a send has succeeded, the success view
 * (spec 01 §2.10) in place of the form.
 */
export function FormShell<V extends FieldValues>({
  engine,
  props,
  submitLabel = 'Submit',
  actions,
  actionsPosition = 'start',
  stillNeededTitle,
  stillNeededScope,
  firstListed,
  children,
}: FormShellProps<V>) {
  const { fieldId } = engine;
  // Taken out of `engine` here: the React Compiler takes an object a ref is read from in render for a ref, and each read of it for a ref read.
  const { honeypot } = engine.lead;
  const { fieldMessages } = props;
  // By control id, which is what a field knows itself by; the same map on every keystroke, so no field draws again for it.
  const possibleErrors = useMemo(
    () => new Map(Object.entries(fieldMessages ?? {}).map(([name, messages]) => [fieldId(name), messages])),
    [fieldMessages, fieldId],
  );
  const stillNeeded = engine.buttonDisabled && engine.status !== 'sending' && engine.outstanding.length > 0;
  // The longest still-needed list of this scope, whose room the list keeps (StillNeeded): state that
  // follows the list, set during render as React advises, so it is drawn with the list it grew from.
  // A scope starts with the rows its first check will list.
  const scope = stillNeededScope ?? engine.formId;
  const first = (firstListed ?? []).map((field) => ({ fieldId: fieldId(field.name), message: field.label }));
  const [kept, setKept] = useState<{ scope: string; items: readonly ErrorSummaryItem[] }>(() => ({ scope, items: first }));
  const base = kept.scope === scope ? kept.items : first;
  const reserve = stillNeeded ? reserveFor(base, engine.outstanding) : base;
  if (kept.scope !== scope || reserve !== kept.items) setKept({ scope, items: reserve });
  // A repeatable form stays in place after a send: what follows is its own layout's to show.
  if (engine.status === 'sent' && !engine.repeatable) return <FormSuccess heading={props.success?.headline} text={props.success?.body} />;
  const stillNeededId = `${engine.formId}-still-needed`;
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
          <Honeypot id={`${engine.formId}-${HONEYPOT_NAME}`} inputRef={honeypot} />
          <SendAlerts resending={engine.lead.resending} failure={engine.failure} kept={engine.lead.kept} />
          {actions ? (
            <div className={styles.actions}>
              {actionsPosition === 'start' ? actions : null}
              {button}
              {actionsPosition === 'end' ? actions : null}
            </div>
          ) : (
            button
          )}
          {reserve.length > 0 ? (
            <StillNeeded id={stillNeededId} items={stillNeeded ? engine.outstanding : []} reserve={reserve} title={stillNeededTitle} />
          ) : null}
        </form>
      </PossibleErrorsProvider>
    </FormProvider>
  );
}

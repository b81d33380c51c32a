'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { FieldState } from './field-state';
import { useHeldWhilePressed } from './pointer-hold';
import styles from './Field.module.scss';

/** The messages each field of a form can show, by the field's control id (a form provides it: FormShell). */
const PossibleErrors = createContext<ReadonlyMap<string, readonly string[]>>(new Map());
export const PossibleErrorsProvider = PossibleErrors.Provider;

/**
 * The helper text, then the error line. The error line is always there and always as tall as the
 * longest message the field can show at the width it is drawn at: it is one grid cell holding the
 * error over invisible copies of every possible message (PossibleErrors), so an error appearing,
 * changing or going never moves what follows, and no script measures anything. A field whose
 * messages are not known (a calculator's) keeps one line, and an error longer than that waits for a
 * press in progress to end (pointer-hold.ts). Only the error is read (the copies are aria-hidden):
 * `aria-describedby` reads the error (with a visually hidden "Error:" prefix, as GOV.UK Frontend
 * does), then the hint.
 */
export function FieldDescription({ state, helperText }: { state: FieldState; helperText?: ReactNode }) {
  const shown = useHeldWhilePressed(state.invalid ? (state.error ?? '') : undefined);
  const possible = useContext(PossibleErrors).get(state.id) ?? [];
  return (
    <>
      {state.hintId ? (
        <p id={state.hintId} className={styles.helper}>
          {helperText}
        </p>
      ) : null}
      <div className={styles.stack}>
        <p id={state.errorId} className={styles.error}>
          {shown === undefined ? null : (
            <>
              <span className="visually-hidden">Error:</span> {shown}
            </>
          )}
        </p>
        {possible.map((message) => (
          <p key={message} aria-hidden="true" className={`${styles.error} ${styles.reserve}`}>
            {message}
          </p>
        ))}
      </div>
    </>
  );
}

'use client';

import type { ReactNode } from 'react';
import type { FieldState } from './field-state';
import { useHeldWhilePressed } from './pointer-hold';
import styles from './Field.module.scss';

/**
 * The helper text, then the error line. The error line is always there, one line high while empty,
 * so an error appearing or going never moves the fields below it; a longer error, which wraps,
 * waits for a press in progress to end (pointer-hold.ts). The text is what `aria-describedby`
 * reads: the error (with a visually hidden "Error:" prefix, as GOV.UK Frontend does), then the hint.
 */
export function FieldDescription({ state, helperText }: { state: FieldState; helperText?: ReactNode }) {
  const shown = useHeldWhilePressed(state.invalid ? (state.error ?? '') : undefined);
  return (
    <>
      {state.hintId ? (
        <p id={state.hintId} className={styles.helper}>
          {helperText}
        </p>
      ) : null}
      <p id={state.errorId} className={styles.error}>
        {shown === undefined ? null : (
          <>
            <span className="visually-hidden">Error:</span> {shown}
          </>
        )}
      </p>
    </>
  );
}

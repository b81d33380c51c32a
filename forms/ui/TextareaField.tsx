'use client';

import { useEffect, useRef, useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field } from './Field';
import { useField, type BaseFieldProps } from './use-field';
import { TEXTAREA_MAX, TEXTAREA_ROWS } from '../fields/limits';
import styles from './Field.module.scss';

export interface TextareaFieldProps<T extends FieldValues, N extends FieldPath<T>> extends BaseFieldProps<T, N> {
  /** TEXTAREA_ROWS by default (spec 03 §9). */
  rows?: number;
  /** TEXTAREA_MAX by default (spec 03 §9). */
  maxLength?: number;
  placeholder?: string;
}

/** How long the count waits after the last keystroke before it is announced. */
const COUNT_ANNOUNCE_DELAY_MS = 500;

function remainingMessage(remaining: number): string {
  return `You have ${remaining} character${remaining === 1 ? '' : 's'} remaining`;
}

/**
 * A textarea with a character count, as GOV.UK Frontend's character count does: the visible count
 * is part of the field's description and updates as you type; a polite status region announces it
 * once typing pauses, so a screen reader is not interrupted on every keystroke.
 */
export function TextareaField<T extends FieldValues, N extends FieldPath<T>>(props: TextareaFieldProps<T, N>) {
  const { rows = TEXTAREA_ROWS, maxLength = TEXTAREA_MAX, placeholder, label, helperText, className } = props;
  const state = useField(props);
  // `ref` apart: the React Compiler takes an object read through `.ref` for a ref, and each read of it in render for a ref read
  const { ref, ...field } = state.field;
  const value = (field.value as string | undefined) ?? '';
  const message = remainingMessage(Math.max(0, maxLength - value.length));
  const [announced, setAnnounced] = useState('');
  // Announce only once the visitor has typed, not on render or when the form is reset.
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => setAnnounced(message), COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const countId = `${state.id}-count`;
  const describedBy = [state.controlProps['aria-describedby'], countId].filter(Boolean).join(' ');
  return (
    <Field
      state={state}
      label={label}
      helperText={helperText}
      className={className}
      after={
        <>
          <p id={countId} className={styles.count}>
            {message}
          </p>
          <div role="status" className="visually-hidden">
            {announced}
          </div>
        </>
      }
    >
      <textarea
        {...state.controlProps}
        aria-describedby={describedBy}
        ref={ref}
        name={field.name}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => {
          typed.current = true;
          field.onChange(event);
        }}
        onBlur={field.onBlur}
        disabled={field.disabled}
        placeholder={placeholder}
        className={`${styles.control} ${styles.textarea}`}
      />
    </Field>
  );
}

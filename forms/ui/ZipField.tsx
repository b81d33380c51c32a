'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field } from './Field';
import { inputPropsOf, useField, type BaseFieldProps } from './use-field';
import styles from './Field.module.scss';

export interface ZipFieldProps<T extends FieldValues, N extends FieldPath<T>> extends BaseFieldProps<T, N> {
  /** 20 by default (the free-text forms, spec 03 §5); 5 on the broker form. */
  maxLength?: number;
  /** 'postal-code' by default. */
  autoComplete?: string;
  placeholder?: string;
}

/**
 * A zip code: a text input with the numeric keypad on phones and the browser's postal-code
 * autofill. Not `type=number`, which drops leading zeros (01234) and takes 'e'. The form state holds
 * the string as typed; what a zip may be is the form's schema (digits only, five digits, max 20).
 */
export function ZipField<T extends FieldValues, N extends FieldPath<T>>(props: ZipFieldProps<T, N>) {
  const { maxLength = 20, autoComplete = 'postal-code', placeholder, label, helperText, className } = props;
  const state = useField(props);
  return (
    <Field state={state} label={label} helperText={helperText} className={className}>
      <input
        {...inputPropsOf(state)}
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        spellCheck={false}
        className={`${styles.control} ${maxLength <= 10 ? styles.short : ''}`}
      />
    </Field>
  );
}

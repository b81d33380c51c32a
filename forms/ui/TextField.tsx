'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field } from './Field';
import { useField, type BaseFieldProps } from './field';
import styles from './Field.module.scss';

export interface TextFieldProps<T extends FieldValues, N extends FieldPath<T>> extends BaseFieldProps<T, N> {
  type?: 'text' | 'email';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
}

/** A text or email input. The form state holds the string as typed ('' when empty). */
export function TextField<T extends FieldValues, N extends FieldPath<T>>(props: TextFieldProps<T, N>) {
  const { type = 'text', autoComplete, placeholder, maxLength, label, helperText, className } = props;
  const state = useField(props);
  const { field } = state;
  return (
    <Field state={state} label={label} helperText={helperText} className={className}>
      <input
        {...state.controlProps}
        ref={field.ref}
        type={type}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={field.disabled}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        spellCheck={type === 'email' ? false : undefined}
        className={styles.control}
      />
    </Field>
  );
}

'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { ControlledTextField } from './ControlledTextField';
import { useField, type BaseFieldProps } from './use-field';

export interface TextFieldProps<T extends FieldValues, N extends FieldPath<T>> extends BaseFieldProps<T, N> {
  type?: 'text' | 'email';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
}

/** A text or email input. The form state holds the string as typed ('' when empty). */
export function TextField<T extends FieldValues, N extends FieldPath<T>>(props: TextFieldProps<T, N>) {
  const { type, autoComplete, placeholder, maxLength, label, helperText, className, required } = props;
  const { field, id, error, invalid } = useField(props);
  return (
    <ControlledTextField
      id={id}
      label={label}
      helperText={helperText}
      error={error}
      invalid={invalid}
      required={required}
      className={className}
      inputRef={field.ref}
      type={type}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={field.disabled}
      autoComplete={autoComplete}
      placeholder={placeholder}
      maxLength={maxLength}
    />
  );
}

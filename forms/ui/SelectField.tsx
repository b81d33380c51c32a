'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { ControlledSelectField } from './ControlledSelectField';
import { useField, type BaseFieldProps } from './use-field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps<T extends FieldValues, N extends FieldPath<T>> extends BaseFieldProps<T, N> {
  options: readonly SelectOption[];
  /** A first, disabled option with the value '', selected while nothing is chosen. */
  placeholder?: string;
}

/** A native select. The form state holds the chosen option's value ('' for the placeholder). */
export function SelectField<T extends FieldValues, N extends FieldPath<T>>(props: SelectFieldProps<T, N>) {
  const { options, placeholder, label, helperText, className, required } = props;
  const { field, id, error, invalid } = useField(props);
  return (
    <ControlledSelectField
      id={id}
      label={label}
      helperText={helperText}
      error={error}
      invalid={invalid}
      required={required}
      className={className}
      selectRef={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      options={options}
      placeholder={placeholder}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={field.disabled}
    />
  );
}

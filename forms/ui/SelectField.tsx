'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field } from './Field';
import { useField, type BaseFieldProps } from './field';
import styles from './Field.module.scss';

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
  const { options, placeholder, label, helperText, className } = props;
  const state = useField(props);
  const { field } = state;
  return (
    <Field state={state} label={label} helperText={helperText} className={className}>
      <select
        {...state.controlProps}
        ref={field.ref}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={field.disabled}
        className={`${styles.control} ${styles.select}`}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

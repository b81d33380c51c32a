'use client';

import { IMaskInput } from 'react-imask';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field } from './Field';
import { useField, type BaseFieldProps } from './use-field';
import styles from './Field.module.scss';

export interface MaskedFieldProps<T extends FieldValues, N extends FieldPath<T>> extends BaseFieldProps<T, N> {
  /** An imask pattern: `0` is a digit, anything else a fixed character. */
  mask: string;
  placeholder?: string;
  autoComplete?: string;
  type?: 'text' | 'tel';
  /**
   * What the form state holds: the digits only (true, the default), or the value as shown with the
   * mask's fixed characters (false: the phone, whose schema validates the masked value).
   */
  unmask?: boolean;
}

/**
 * An input masked with react-imask. The visitor sees the mask's fixed characters; the form state
 * holds the unmasked value, the digits only ('' when empty), unless `unmask` is false.
 */
export function MaskedField<T extends FieldValues, N extends FieldPath<T>>(props: MaskedFieldProps<T, N>) {
  const { mask, placeholder, autoComplete, type = 'text', unmask = true, label, helperText, className } = props;
  const state = useField(props);
  const { field } = state;
  const value = (field.value as string | undefined) ?? '';
  return (
    <Field state={state} label={label} helperText={helperText} className={className}>
      <IMaskInput
        {...state.controlProps}
        mask={mask}
        unmask={unmask}
        value={value}
        onAccept={(next: string) => {
          if (next !== value) field.onChange(next);
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        type={type}
        name={field.name}
        inputMode="numeric"
        disabled={field.disabled}
        autoComplete={autoComplete}
        placeholder={placeholder}
        className={styles.control}
      />
    </Field>
  );
}

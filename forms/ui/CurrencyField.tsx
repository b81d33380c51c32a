'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { formatCurrency, sanitizeCurrencyInput } from '../fields/currency';
import { Field } from './Field';
import { useField, type BaseFieldProps } from './use-field';
import styles from './Field.module.scss';

export interface CurrencyFieldProps<T extends FieldValues, N extends FieldPath<T>> extends BaseFieldProps<T, N> {
  /** ISO 4217 code; 'USD' by default. */
  currency?: string;
  /** Fraction digits; 2 by default. */
  fractionDigits?: number;
  placeholder?: string;
}

/**
 * An amount of money. While typing the input keeps digits and one dot ('1234.5'); on blur it is
 * formatted with Intl en-US ('$1,234.50'), and on focus again it goes back to the plain amount
 * for editing. The form state holds that string, as shown: the payload turns it into a number by
 * removing $, spaces and commas (spec 01 §3).
 */
export function CurrencyField<T extends FieldValues, N extends FieldPath<T>>(props: CurrencyFieldProps<T, N>) {
  const { currency = 'USD', fractionDigits = 2, placeholder, label, helperText, className } = props;
  const state = useField(props);
  // `ref` apart: the React Compiler takes an object read through `.ref` for a ref, and each read of it in render for a ref read
  const { ref, ...field } = state.field;
  const value = (field.value as string | undefined) ?? '';
  return (
    <Field state={state} label={label} helperText={helperText} className={className}>
      <input
        {...state.controlProps}
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        name={field.name}
        value={value}
        placeholder={placeholder}
        disabled={field.disabled}
        onFocus={() => {
          const plain = sanitizeCurrencyInput(value, fractionDigits);
          if (plain !== value) field.onChange(plain);
        }}
        onChange={(event) => field.onChange(sanitizeCurrencyInput(event.target.value, fractionDigits))}
        onBlur={() => {
          const formatted = formatCurrency(value, { currency, fractionDigits });
          if (formatted !== value) field.onChange(formatted);
          field.onBlur();
        }}
        className={styles.control}
      />
    </Field>
  );
}

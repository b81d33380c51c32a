'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { ControlledSelectField } from './ControlledSelectField';
import { useControlledField, type BaseFieldProps } from './use-field';

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
  const { options, placeholder } = props;
  const { ref, controlled } = useControlledField(props);
  return <ControlledSelectField {...controlled} selectRef={ref} options={options} placeholder={placeholder} />;
}

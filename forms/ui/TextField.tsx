'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { ControlledTextField } from './ControlledTextField';
import { useControlledField, type BaseFieldProps } from './use-field';

export interface TextFieldProps<T extends FieldValues, N extends FieldPath<T>> extends BaseFieldProps<T, N> {
  type?: 'text' | 'email';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
}

/** A text or email input. The form state holds the string as typed ('' when empty). */
export function TextField<T extends FieldValues, N extends FieldPath<T>>(props: TextFieldProps<T, N>) {
  const { type, autoComplete, placeholder, maxLength } = props;
  const { ref, controlled } = useControlledField(props);
  return <ControlledTextField {...controlled} inputRef={ref} type={type} autoComplete={autoComplete} placeholder={placeholder} maxLength={maxLength} />;
}

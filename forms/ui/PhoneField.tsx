'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import type { BaseFieldProps } from './field';
import { MaskedField } from './MaskedField';

export const PHONE_MASK = '000-000-0000';
export const PHONE_PLACEHOLDER = '___-___-____';

/**
 * The phone number, masked as ___-___-____ (spec 01 §5). The visitor sees '555-123-4567'; the form
 * state holds the digits only, '5551234567' (dashes stripped before validation and in the payload).
 */
export function PhoneField<T extends FieldValues, N extends FieldPath<T>>(
  props: BaseFieldProps<T, N> & { autoComplete?: string },
) {
  return (
    <MaskedField
      {...props}
      mask={PHONE_MASK}
      placeholder={PHONE_PLACEHOLDER}
      type="tel"
      autoComplete={props.autoComplete ?? 'tel'}
    />
  );
}

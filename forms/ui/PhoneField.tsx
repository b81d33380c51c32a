'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { PHONE } from '../fields/phone';
import type { BaseFieldProps } from './use-field';
import { MaskedField } from './MaskedField';

const PHONE_MASK = PHONE.mask;
const PHONE_PLACEHOLDER = PHONE.placeholder;

/**
 * The phone number, masked as ___-___-____ (spec 01 §5). The form state holds what the visitor sees,
 * '555-123-4567' (or '555-123-45' part-way), because the schema validates the masked value: 10 to 12
 * digits or dashes, then exactly 10 digits once the dashes are stripped. The payload sends the digits.
 */
export function PhoneField<T extends FieldValues, N extends FieldPath<T>>(props: BaseFieldProps<T, N> & { autoComplete?: string }) {
  return <MaskedField {...props} mask={PHONE_MASK} unmask={false} placeholder={PHONE_PLACEHOLDER} type="tel" autoComplete={props.autoComplete ?? 'tel'} />;
}

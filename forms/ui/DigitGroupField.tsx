'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { DIGIT_GROUP_PATTERN } from '../fields/masks';
import type { BaseFieldProps } from './use-field';
import { MaskedField } from './MaskedField';

const DIGIT_GROUP_MASK = DIGIT_GROUP_PATTERN;
const DIGIT_GROUP_PLACEHOLDER = '___,___,___,___';

/**
 * The reusable mask of spec 01 §5: digit groups of three separated by commas (___,___,___,___),
 * digits only. The form state holds the digits without the commas.
 */
export function DigitGroupField<T extends FieldValues, N extends FieldPath<T>>(props: BaseFieldProps<T, N> & { autoComplete?: string }) {
  return <MaskedField {...props} mask={DIGIT_GROUP_MASK} placeholder={DIGIT_GROUP_PLACEHOLDER} />;
}

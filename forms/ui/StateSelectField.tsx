'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { STATE_PLACEHOLDER, US_STATE_OPTIONS } from '../fields/us-states';
import type { BaseFieldProps } from './use-field';
import { SelectField } from './SelectField';

export interface StateSelectFieldProps<T extends FieldValues, N extends FieldPath<T>> extends BaseFieldProps<T, N> {
  /** 'Select a state' by default. */
  placeholder?: string;
}

/**
 * The 50 US states as a native select (spec 03 §3, State_). Shows 'California'; the form state
 * holds 'CA' ('' while the placeholder is selected).
 */
export function StateSelectField<T extends FieldValues, N extends FieldPath<T>>(props: StateSelectFieldProps<T, N>) {
  return <SelectField {...props} options={US_STATE_OPTIONS} placeholder={props.placeholder ?? STATE_PLACEHOLDER} />;
}

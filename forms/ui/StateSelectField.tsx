'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { US_STATES } from '../fields/us-states';
import type { BaseFieldProps } from './use-field';
import { SelectField, type SelectOption } from './SelectField';

/** The states as options: the visitor reads the name, the form holds and sends the two-letter code. */
export const US_STATE_OPTIONS: readonly SelectOption[] = US_STATES.map((state) => ({ value: state.code, label: state.name }));

export const STATE_PLACEHOLDER = 'Select a state';

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

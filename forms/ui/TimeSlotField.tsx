'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import type { BaseFieldProps } from './use-field';
import { SelectField } from './SelectField';
import { timeSlots } from '../fields/time-slots';

const SLOTS = timeSlots();

/**
 * The best time to call: a select of 8:00 am to 5:00 pm every 30 minutes, with a disabled
 * placeholder first (spec 01 §5). The form state holds the slot's text ('8:30 am'), '' until chosen.
 */
export function TimeSlotField<T extends FieldValues, N extends FieldPath<T>>(props: BaseFieldProps<T, N> & { placeholder?: string }) {
  return <SelectField {...props} options={SLOTS} placeholder={props.placeholder ?? 'Select a time'} />;
}

'use client';

import { useSyncExternalStore } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { toIsoDate } from '../fields/iso-date';
import { Field } from './Field';
import { inputPropsOf, useField, type BaseFieldProps } from './use-field';
import styles from './Field.module.scss';

export interface DateFieldProps<T extends FieldValues, N extends FieldPath<T>> extends BaseFieldProps<T, N> {
  /** The earliest date, yyyy-mm-dd; today in the visitor's local time by default (none with `past`). */
  min?: string;
  /** The latest date, yyyy-mm-dd; today with `past`. */
  max?: string;
  /** A date in the past (a date of birth): no minimum, today at the latest, instead of today onwards. */
  past?: boolean;
  autoComplete?: string;
}

const subscribe = () => () => {};
const today = () => toIsoDate(new Date());
// The export is built ahead of time: the build's date must not become the page's minimum, so the
// prerendered HTML has no min and the browser sets today's when it hydrates.
const noDateOnServer = () => undefined;

/**
 * A native date picker whose minimum is today (spec 01 §5), or, with `past`, whose maximum is today
 * (spec 03's privacy request: a date of birth). The form state holds the string
 * yyyy-mm-dd ('' when empty); the payload reformats it to US locale.
 */
export function DateField<T extends FieldValues, N extends FieldPath<T>>(props: DateFieldProps<T, N>) {
  const { label, helperText, className, past, autoComplete } = props;
  const state = useField(props);
  const todayIso = useSyncExternalStore(subscribe, today, noDateOnServer);
  return (
    <Field state={state} label={label} helperText={helperText} className={className}>
      <input
        {...inputPropsOf(state)}
        type="date"
        min={past ? props.min : (props.min ?? todayIso)}
        max={past ? (props.max ?? todayIso) : props.max}
        autoComplete={autoComplete}
        className={styles.control}
      />
    </Field>
  );
}

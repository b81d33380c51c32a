'use client';

import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field } from './Field';
import { useField, type BaseFieldProps } from './use-field';
import styles from './Field.module.scss';

export interface CheckboxFieldProps<T extends FieldValues, N extends FieldPath<T>> extends Omit<BaseFieldProps<T, N>, 'label'> {
  /** The label beside the box: the consent text. */
  children: ReactNode;
}

/**
 * A checkbox with its label beside the box (the consent of spec 01 §5 goes in as children). The
 * form state holds a boolean.
 */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>>(props: CheckboxFieldProps<T, N>) {
  const { children, helperText, className } = props;
  const state = useField({ ...props, label: children });
  // `ref` apart: the React Compiler takes an object read through `.ref` for a ref, and each read of it in render for a ref read
  const { ref, ...field } = state.field;
  return (
    <Field state={state} label={children} helperText={helperText} layout="inline" className={className}>
      <input
        {...state.controlProps}
        ref={ref}
        type="checkbox"
        name={field.name}
        checked={Boolean(field.value)}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
        disabled={field.disabled}
        className={styles.checkbox}
      />
    </Field>
  );
}

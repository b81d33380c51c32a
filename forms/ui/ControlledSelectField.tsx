'use client';

import type { Ref } from 'react';
import { Field } from './Field';
import { fieldState, useFieldId, type FieldFrameProps } from './field-state';
import styles from './Field.module.scss';

interface ControlledSelectOption<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface ControlledSelectFieldProps<V extends string | number> extends FieldFrameProps {
  /** The chosen option's value; '' (or any value no option has) selects the placeholder. */
  value: V | '';
  options: readonly ControlledSelectOption<V>[];
  /** Called with the chosen option's own value, a number for numeric options. */
  onChange: (value: V) => void;
  onBlur?: () => void;
  selectRef?: Ref<HTMLSelectElement>;
  name?: string;
  /** A first, disabled option with the value '', selected while nothing is chosen. */
  placeholder?: string;
  /** In error: by default when there is an `error`. */
  invalid?: boolean;
}

/**
 * A native select of the field family whose value the caller holds: the markup of `SelectField`
 * (react-hook-form) and of the calculators' selects, whose options may be numbers (months, years).
 */
export function ControlledSelectField<V extends string | number>(props: ControlledSelectFieldProps<V>) {
  const { value, options, onChange, onBlur, selectRef, name, placeholder, label, helperText, className, required, disabled } = props;
  const error = props.error || undefined;
  const state = fieldState(useFieldId(props.id), helperText, error, props.invalid ?? error !== undefined, required);
  return (
    <Field state={state} label={label} helperText={helperText} className={className}>
      <select
        {...state.controlProps}
        ref={selectRef}
        name={name}
        value={String(value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        onBlur={onBlur}
        disabled={disabled}
        className={`${styles.control} ${styles.select}`}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

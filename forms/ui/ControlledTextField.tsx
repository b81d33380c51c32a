'use client';

import type { KeyboardEventHandler, Ref } from 'react';
import { Affixed } from './Affixed';
import { Field } from './Field';
import { fieldState, useFieldId, type FieldFrameProps } from './field-state';
import styles from './Field.module.scss';

export interface ControlledTextFieldProps extends FieldFrameProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  /** In error: by default when there is an `error` (react-hook-form's `TextField` passes its own). */
  invalid?: boolean;
  /**
   * The id of a message shown elsewhere that says what is wrong with this field (the APY
   * calculator's list of problems, the margin calculator's minimum): the field is then invalid
   * and described by that message as well as by its own text.
   */
  invalidBy?: string;
  type?: 'text' | 'email';
  /** The keypad a phone shows: 'decimal' for amounts and rates, 'numeric' for whole numbers. */
  inputMode?: 'decimal' | 'numeric';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  /** Shown beside the input ('$', '%'), not part of the value. */
  prefix?: string;
  suffix?: string;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
}

/**
 * A text input of the field family whose value the caller holds (`value`, `onChange(text)`): the
 * markup of `TextField`, which feeds it from react-hook-form, and of the calculators' inputs, which
 * keep their values in React state. Label, helper or error text with its "Error:" prefix,
 * `aria-invalid` and `aria-describedby` come from the frame (`Field`).
 */
export function ControlledTextField(props: ControlledTextFieldProps) {
  const { value, onChange, onBlur, inputRef, name, invalidBy, type = 'text', inputMode, autoComplete, placeholder, maxLength } = props;
  const { label, helperText, className, required, disabled, prefix, suffix, onKeyDown } = props;
  const error = props.error || undefined;
  const state = fieldState(useFieldId(props.id), helperText, error, props.invalid ?? error !== undefined, required);
  const ariaDescribedBy = [state.controlProps['aria-describedby'], invalidBy].filter(Boolean).join(' ') || undefined;
  return (
    <Field state={state} label={label} helperText={helperText} className={className}>
      <Affixed prefix={prefix} suffix={suffix}>
        <input
          {...state.controlProps}
          aria-invalid={state.invalid || invalidBy !== undefined}
          aria-describedby={ariaDescribedBy}
          ref={inputRef}
          type={type}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          disabled={disabled}
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={maxLength}
          spellCheck={type === 'email' ? false : undefined}
          inputMode={inputMode}
          onKeyDown={onKeyDown}
          className={styles.control}
        />
      </Affixed>
    </Field>
  );
}

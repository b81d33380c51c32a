'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { useField, type BaseFieldProps } from './use-field';
import { FieldGroup, optionId } from './FieldGroup';
import type { SelectOption } from './SelectField';
import styles from './Field.module.scss';

export interface RadioGroupFieldProps<T extends FieldValues, N extends FieldPath<T>> extends BaseFieldProps<T, N> {
  options: readonly SelectOption[];
  /** Radios side by side (a short Yes/No) rather than stacked. */
  inline?: boolean;
}

/**
 * One answer among a few, as radios in a fieldset whose legend is `label`. The fieldset has the
 * radiogroup role, so it can carry `aria-invalid` and `aria-required` for the group as a whole; the
 * helper text or error under the radios describes it. The form state holds the chosen value ('' when
 * none).
 */
export function RadioGroupField<T extends FieldValues, N extends FieldPath<T>>(props: RadioGroupFieldProps<T, N>) {
  const { options, inline, label, helperText, className } = props;
  const state = useField(props);
  const { field } = state;
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FieldGroup
      state={state}
      legend={label}
      helperText={helperText}
      className={className}
      inline={inline}
      onLeave={field.onBlur}
      groupProps={{
        role: 'radiogroup',
        'aria-invalid': state.invalid,
        'aria-required': state.controlProps['aria-required'],
      }}
    >
      {options.map((option, index) => {
        const id = optionId(state.id, index);
        return (
          <div key={option.value} className={styles.option}>
            <input
              id={id}
              ref={index === 0 ? field.ref : undefined}
              type="radio"
              name={field.name}
              value={option.value}
              checked={value === option.value}
              onChange={() => field.onChange(option.value)}
              disabled={field.disabled || option.disabled}
              className={styles.radio}
            />
            <label htmlFor={id} className={styles.optionLabel}>
              {option.label}
            </label>
          </div>
        );
      })}
    </FieldGroup>
  );
}

export const YES_NO_OPTIONS: readonly SelectOption[] = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

export type YesNoFieldProps<T extends FieldValues, N extends FieldPath<T>> = Omit<RadioGroupFieldProps<T, N>, 'options'>;

/** A Yes/No question (spec 03 §3: the privacy form, the deal form): 'Yes', 'No', or '' before an answer. Inline by default. */
export function YesNoField<T extends FieldValues, N extends FieldPath<T>>(props: YesNoFieldProps<T, N>) {
  return <RadioGroupField {...props} options={YES_NO_OPTIONS} inline={props.inline ?? true} />;
}

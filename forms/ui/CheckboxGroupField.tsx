'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { useField, type BaseFieldProps } from './use-field';
import { FieldGroup, optionId } from './FieldGroup';
import type { SelectOption } from './SelectField';
import { toggleValue, toValueList } from './choices';
import styles from './Field.module.scss';

export interface CheckboxGroupFieldProps<T extends FieldValues, N extends FieldPath<T>> extends BaseFieldProps<T, N> {
  options: readonly SelectOption[];
  /** Boxes side by side rather than stacked. */
  inline?: boolean;
}

/**
 * Checkboxes for a question with several answers (spec 03 §3: the privacy form's corrected
 * information and interaction outlets). A fieldset whose legend is `label`; the helper text or
 * error under the boxes describes the fieldset. The form state holds the ticked values in option
 * order (`[]` when none); the payload joins them with `joinMulti`.
 *
 * `required` is not announced: "required" on each box would say each must be ticked.
 */
export function CheckboxGroupField<T extends FieldValues, N extends FieldPath<T>>(props: CheckboxGroupFieldProps<T, N>) {
  const { options, inline, label, helperText, className } = props;
  const state = useField(props);
  const { field } = state;
  const values = toValueList(field.value);
  return (
    <FieldGroup
      state={state}
      legend={label}
      helperText={helperText}
      className={className}
      inline={inline}
      onLeave={field.onBlur}
    >
      {options.map((option, index) => {
        const id = optionId(state.id, index);
        return (
          <div key={option.value} className={styles.option}>
            <input
              id={id}
              ref={index === 0 ? field.ref : undefined}
              type="checkbox"
              name={field.name}
              value={option.value}
              checked={values.includes(option.value)}
              onChange={() => field.onChange(toggleValue(options, toValueList(field.value), option.value))}
              disabled={field.disabled || option.disabled}
              aria-invalid={state.invalid}
              className={styles.checkbox}
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

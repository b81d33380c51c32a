'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { useField, type BaseFieldProps } from './use-field';
import { FieldGroup, optionId } from './FieldGroup';
import type { SelectOption } from './SelectField';
import { toggleValue, toValueList } from './choices';
import { YES_NO } from '../fields/yes-no';
import styles from './Field.module.scss';

interface ChoiceGroupFieldProps<T extends FieldValues, N extends FieldPath<T>> extends BaseFieldProps<T, N> {
  options: readonly SelectOption[];
  /** Choices side by side (a short Yes/No) rather than stacked. */
  inline?: boolean;
}

/**
 * A question answered from a few choices, in a fieldset whose legend is `label`; the helper text or
 * error under the choices describes it. One component for both kinds of answer:
 * - `multiple` (checkboxes, spec 03 §3: the privacy form's corrected information and interaction
 *   outlets): the form state holds the ticked values in option order (`[]` when none); the payload
 *   joins them with `joinMulti`. Each box carries `aria-invalid`; `required` is not announced, since
 *   "required" on each box would say each must be ticked.
 * - single (radios): the form state holds the chosen value ('' when none). The fieldset has the
 *   radiogroup role, so it carries `aria-invalid` and `aria-required` for the group as a whole.
 */
function ChoiceGroupField<T extends FieldValues, N extends FieldPath<T>>(props: ChoiceGroupFieldProps<T, N> & { multiple: boolean }) {
  const { options, inline, label, helperText, className, multiple } = props;
  const state = useField(props);
  const { field } = state;
  const chosen = multiple ? toValueList(field.value) : typeof field.value === 'string' ? [field.value] : [];
  const choose = (value: string) => field.onChange(multiple ? toggleValue(options, toValueList(field.value), value) : value);
  return (
    <FieldGroup
      state={state}
      legend={label}
      helperText={helperText}
      className={className}
      inline={inline}
      onLeave={field.onBlur}
      groupProps={multiple ? undefined : { role: 'radiogroup', 'aria-invalid': state.invalid, 'aria-required': state.controlProps['aria-required'] }}
    >
      {options.map((option, index) => {
        const id = optionId(state.id, index);
        return (
          <div key={option.value} className={styles.option}>
            <input
              id={id}
              ref={index === 0 ? field.ref : undefined}
              type={multiple ? 'checkbox' : 'radio'}
              name={field.name}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={() => choose(option.value)}
              disabled={field.disabled || option.disabled}
              aria-invalid={multiple ? state.invalid : undefined}
              className={multiple ? styles.checkbox : styles.radio}
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

export type CheckboxGroupFieldProps<T extends FieldValues, N extends FieldPath<T>> = ChoiceGroupFieldProps<T, N>;
export type RadioGroupFieldProps<T extends FieldValues, N extends FieldPath<T>> = ChoiceGroupFieldProps<T, N>;

/** Checkboxes for a question with several answers: the multiple ChoiceGroupField. */
export function CheckboxGroupField<T extends FieldValues, N extends FieldPath<T>>(props: CheckboxGroupFieldProps<T, N>) {
  return <ChoiceGroupField {...props} multiple />;
}

/** One answer among a few, as radios: the single ChoiceGroupField. */
export function RadioGroupField<T extends FieldValues, N extends FieldPath<T>>(props: RadioGroupFieldProps<T, N>) {
  return <ChoiceGroupField {...props} multiple={false} />;
}

const YES_NO_OPTIONS: readonly SelectOption[] = YES_NO.map((answer) => ({ value: answer, label: answer }));

export type YesNoFieldProps<T extends FieldValues, N extends FieldPath<T>> = Omit<RadioGroupFieldProps<T, N>, 'options'>;

/** A Yes/No question (spec 03 §3: the privacy form, the deal form): 'Yes', 'No', or '' before an answer. Inline by default. */
export function YesNoField<T extends FieldValues, N extends FieldPath<T>>(props: YesNoFieldProps<T, N>) {
  return <RadioGroupField {...props} options={YES_NO_OPTIONS} inline={props.inline ?? true} />;
}

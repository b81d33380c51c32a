'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { Affixed } from './Affixed';
import { Field } from './Field';
import { inputPropsOf, useField, type BaseFieldProps } from './use-field';
import styles from './Field.module.scss';

export interface NumberFieldProps<T extends FieldValues, N extends FieldPath<T>> extends BaseFieldProps<T, N> {
  /** Shown and announced as the range; the schema enforces it. */
  min?: number;
  max?: number;
  /** Shown and announced with the range ('in steps of 0.125'). */
  step?: number;
  /** Text before the input ('$'), not part of the value. */
  prefix?: string;
  /** Text after the input ('%', 'months'), not part of the value. */
  suffix?: string;
  placeholder?: string;
  autoComplete?: string;
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 10 });

/** A bound as the range hint shows it: '$149,999', '10%', '100 months'. */
function bound(value: number, prefix = '', suffix = ''): string {
  const gap = suffix.length > 1 ? ' ' : '';
  return `${prefix}${numberFormat.format(value)}${gap}${suffix}`;
}

export interface RangeHintOptions {
  min?: number;
  max?: number;
  step?: number;
  prefix?: string;
  suffix?: string;
}

/**
 * The range a number field shows under it: 'From 0 to 100', '$149,999 or more', 'Up to 10.00',
 * with ', in steps of 0.125' when a step is given. '' with no bound and no step.
 */
export function rangeHint({ min, max, step, prefix, suffix }: RangeHintOptions): string {
  const parts: string[] = [];
  if (min !== undefined && max !== undefined) parts.push(`From ${bound(min, prefix, suffix)} to ${bound(max, prefix, suffix)}`);
  else if (min !== undefined) parts.push(`${bound(min, prefix, suffix)} or more`);
  else if (max !== undefined) parts.push(`Up to ${bound(max, prefix, suffix)}`);
  if (step !== undefined) parts.push(parts.length > 0 ? `in steps of ${numberFormat.format(step)}` : `In steps of ${numberFormat.format(step)}`);
  return parts.join(', ');
}

/**
 * A number within bounds (months of reserves, DSCR ratio, a rate): a text input with the decimal
 * keypad, as GOV.UK advises, not `type=number` (which changes on scroll, accepts 'e' and is read
 * badly). `min`, `max` and `step` are shown under the input and read with its description; the
 * prefix and suffix sit beside the input, hidden from screen readers as GOV.UK does, since the
 * range hint carries the unit. The form state holds the string as typed; the schema validates it.
 */
export function NumberField<T extends FieldValues, N extends FieldPath<T>>(props: NumberFieldProps<T, N>) {
  const { min, max, step, prefix, suffix, placeholder, autoComplete = 'off', label, helperText, className } = props;
  const state = useField(props);
  const hint = rangeHint({ min, max, step, prefix, suffix });
  const hintId = `${state.id}-range`;
  const describedBy = [state.controlProps['aria-describedby'], hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  const input = (
    <input
      {...inputPropsOf(state)}
      aria-describedby={describedBy}
      type="text"
      inputMode="decimal"
      autoComplete={autoComplete}
      placeholder={placeholder}
      spellCheck={false}
      className={`${styles.control} ${styles.short}`}
    />
  );
  return (
    <Field
      state={state}
      label={label}
      helperText={helperText}
      className={className}
      after={
        hint ? (
          <p id={hintId} className={styles.helper}>
            {hint}
          </p>
        ) : undefined
      }
    >
      <Affixed prefix={prefix} suffix={suffix}>
        {input}
      </Affixed>
    </Field>
  );
}

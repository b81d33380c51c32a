import type { FocusEvent, ReactNode } from 'react';
import type { FieldState } from './field-state';
import { FieldDescription } from './FieldDescription';
import styles from './Field.module.scss';

export interface FieldGroupProps {
  state: FieldState;
  /** The question, as the fieldset's legend. */
  legend: ReactNode;
  helperText?: ReactNode;
  className?: string;
  /** Options side by side (Yes/No) rather than stacked. */
  inline?: boolean;
  /**
   * A radio group's role and state. `aria-invalid` and `aria-required` belong to a radiogroup, not
   * to a plain fieldset (role group), so a checkbox group leaves them off and marks its boxes.
   */
  groupProps?: { role: 'radiogroup'; 'aria-invalid': boolean; 'aria-required': true | undefined };
  /** Called once focus has left every control of the group (react-hook-form's touched). */
  onLeave?: () => void;
  children: ReactNode;
}

/**
 * The frame of a group of checkboxes or radios, as GOV.UK Frontend builds it: a fieldset whose
 * legend is the question, the options, then the helper text and the error line, which the
 * fieldset's `aria-describedby` points at (error first), so both are read when focus enters the group.
 */
export function FieldGroup({ state, legend, helperText, className, inline, groupProps, onLeave, children }: FieldGroupProps) {
  const classes = [styles.field, styles.group, state.invalid ? styles.invalid : '', className].filter(Boolean).join(' ');
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    onLeave?.();
  };
  return (
    <fieldset {...groupProps} id={`${state.id}-group`} aria-describedby={state.controlProps['aria-describedby']} className={classes} onBlur={onBlur}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={inline ? `${styles.options} ${styles.optionsInline}` : styles.options}>{children}</div>
      <FieldDescription state={state} helperText={helperText} />
    </fieldset>
  );
}

/** The id of an option's input: the first gets the field's id, the one an error summary links to. */
export function optionId(fieldId: string, index: number): string {
  return index === 0 ? fieldId : `${fieldId}-${index}`;
}

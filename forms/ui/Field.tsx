import type { ReactNode } from 'react';
import type { FieldState } from './field-state';
import { FieldDescription } from './FieldDescription';
import styles from './Field.module.scss';

export interface FieldProps {
  state: FieldState;
  label: ReactNode;
  helperText?: ReactNode;
  /** `inline` puts the label beside the control (checkbox). */
  layout?: 'stacked' | 'inline';
  className?: string;
  children: ReactNode;
  /** Extra content under the description (the textarea's character count). */
  after?: ReactNode;
  /**
   * For a control that is not a labelable element (the multi-select's combobox): the label gets
   * this id, for the control's `aria-labelledby`, and no `for`; clicking it calls `onLabelClick`.
   */
  labelId?: string;
  onLabelClick?: () => void;
}

/**
 * The frame every field shares: a visible label tied to the control, then the control, then the
 * helper text and the error line (FieldDescription). The control carries `aria-invalid` and
 * `aria-describedby` pointing at the error, then the helper text.
 */
export function Field({ state, label, helperText, layout = 'stacked', className, children, after, labelId, onLabelClick }: FieldProps) {
  const classes = [styles.field, state.invalid ? styles.invalid : '', layout === 'inline' ? styles.inline : '', className].filter(Boolean).join(' ');
  const label_ =
    labelId === undefined ? (
      <label htmlFor={state.id} className={styles.label}>
        {label}
      </label>
    ) : (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on a native label focuses its control; this does the same for a control a label cannot point at (htmlFor), which the keyboard reaches itself
      <label id={labelId} className={styles.label} onClick={onLabelClick}>
        {label}
      </label>
    );
  const description = <FieldDescription state={state} helperText={helperText} />;
  return (
    <div className={classes}>
      {layout === 'inline' ? (
        <div className={styles.inlineRow}>
          {children}
          {label_}
        </div>
      ) : (
        <>
          {label_}
          {children}
        </>
      )}
      {description}
      {after}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import styles from './Field.module.scss';

export interface FieldsetProps {
  /** The section's title: 'Loan Details', 'Property Information', 'Broker Information'. */
  legend: ReactNode;
  /** A line under the legend, read when focus enters the section. */
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A section of a long form: a fieldset whose legend names the fields inside it. */
export function Fieldset({ legend, description, className, children }: FieldsetProps) {
  const descriptionId = `fieldset${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-description`;
  const hasDescription = description !== undefined && description !== null && description !== '';
  return (
    <fieldset aria-describedby={hasDescription ? descriptionId : undefined} className={[styles.section, className].filter(Boolean).join(' ')}>
      <legend className={styles.sectionLegend}>{legend}</legend>
      {hasDescription && (
        <p id={descriptionId} className={styles.sectionDescription}>
          {description}
        </p>
      )}
      {children}
    </fieldset>
  );
}

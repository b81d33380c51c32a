'use client';

import type { FieldValues } from 'react-hook-form';
import { summaryOf } from './step-summary';
import type { ShownStep } from './steps';

/** 'Your request' as it reads inside a sentence ('Change your request'); names keep their capitals. */
function lowerFirst(title: string): string {
  return title.charAt(0).toLowerCase() + title.slice(1);
}

/** The review step: every answer, by step, each step with its Change button. */
export default function Review<V extends FieldValues>({
  steps,
  values,
  idPrefix,
  GroupHeading,
  goTo,
  disabled,
  styles,
}: {
  steps: readonly ShownStep<V>[];
  values: V;
  idPrefix: string;
  GroupHeading: 'h4' | 'h5';
  goTo: (step: number) => void;
  disabled: boolean;
  /**
   * Form.module.scss's class names, from StepForm: imported here, that module (which the shared engine
   * imports too) would go into every form's own chunk (npm run bench: +700 B gz each).
   */
  styles: { readonly [className: string]: string };
}) {
  return (
    <div className={styles.summary}>
      {summaryOf(steps, values).map((group) => (
        <section key={group.index} aria-labelledby={`${idPrefix}-${group.index}`} className={styles.summaryGroup}>
          <GroupHeading id={`${idPrefix}-${group.index}`} className={styles.summaryHeading}>
            {group.title}
          </GroupHeading>
          <dl className={styles.summaryList}>
            {group.rows.map((row) => (
              <div key={row.name} className={styles.summaryRow}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          <button type="button" className={styles.change} onClick={() => goTo(group.index)} disabled={disabled}>
            {'Change '}
            <span className="visually-hidden">{lowerFirst(group.title)}</span>
          </button>
        </section>
      ))}
    </div>
  );
}

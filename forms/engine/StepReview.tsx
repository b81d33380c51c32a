'use client';

import type { FieldValues } from 'react-hook-form';
import { summaryOf } from './step-summary';
import type { StepPlan } from './steps';
import type { FormEnv } from './types';
import styles from './Form.module.scss';

/** 'Your request' as it reads inside a sentence ('Change your request'); names keep their capitals. */
function lowerFirst(title: string): string {
  return title.charAt(0).toLowerCase() + title.slice(1);
}

/** The review step: every answer, by step, each step with its Change button. */
export default function Review<V extends FieldValues>({
  plan,
  values,
  env,
  idPrefix,
  GroupHeading,
  goTo,
  disabled,
}: {
  plan: StepPlan<V>;
  values: V;
  env: FormEnv;
  idPrefix: string;
  GroupHeading: 'h4' | 'h5';
  goTo: (step: number) => void;
  disabled: boolean;
}) {
  return (
    <div className={styles.summary}>
      {summaryOf(plan, values, env).map((group) => (
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

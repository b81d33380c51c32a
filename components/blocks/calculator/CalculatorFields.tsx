import type { ReactNode } from 'react';
import styles from './Calculator.module.scss';

/**
 * What every interactive calculator takes (see registry.ts): the id of the block's heading, which
 * names the calculator's form or group. The fields themselves are CalculatorTextField (the forms/ui
 * family's ControlledTextField) and CalculatorSelectField, which take over what was changed before hydration,
 * since a calculator holds its values in React state.
 */
export interface CalculatorProps {
  labelledBy?: string;
}

/**
 * What every calculator input shares: a number typed as text (so "$10,000" works and keys can be
 * filtered) with the decimal keypad, no autofill, and the frame's place in the calculator's grid.
 * Spread first, so a field can change one of them (`inputMode="numeric"` for whole days).
 */
export const NUMBER_INPUT = { inputMode: 'decimal', autoComplete: 'off', className: styles.field } as const;

/** Where results appear; screen readers announce changes politely, as one piece. */
export function Results({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.results} role="status" aria-live="polite" aria-atomic="true" aria-label={label}>
      {children}
    </div>
  );
}

/** A result as a term and its value. */
export function ResultRow({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.resultRow} ${styles.strong}` : styles.resultRow}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function CalculateButton() {
  return (
    <button type="submit" className={styles.calculate}>
      Calculate
    </button>
  );
}

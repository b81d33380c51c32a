import type { ReactNode } from 'react';
import styles from './Field.module.scss';

/**
 * An input with its prefix and suffix beside it ('$', '%'), as GOV.UK's input prefix and suffix,
 * hidden from screen readers (the label or the range hint carries the unit); the input alone
 * when there is neither.
 */
export function Affixed({ prefix, suffix, children }: { prefix?: string; suffix?: string; children: ReactNode }) {
  if (!prefix && !suffix) return <>{children}</>;
  return (
    <div className={styles.affixed}>
      {prefix && (
        <span className={styles.prefix} aria-hidden="true">
          {prefix}
        </span>
      )}
      {children}
      {suffix && (
        <span className={styles.suffix} aria-hidden="true">
          {suffix}
        </span>
      )}
    </div>
  );
}

'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FieldLinks } from './FieldLinks';
import styles from './Field.module.scss';
import type { ErrorSummaryItem } from './summary-items';

export { summaryItems } from './summary-items';

export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  /** 'There is a problem' by default. */
  title?: ReactNode;
  /**
   * Take focus when the summary appears (it appears after a failed submit), so keyboard and
   * screen reader users start from the list of problems. True by default. It does not take focus
   * again while the visitor fixes the fields; give it a new `key` to focus it on the next submit.
   */
  focusOnMount?: boolean;
  /** The heading level; 2 by default. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The GOV.UK error summary, at the top of a long form after a failed submit: a heading and a link
 * to each field in error, in the form's order. Following a link focuses the field's control and
 * scrolls it into view, instead of only jumping to the anchor, which would leave focus behind.
 */
export function ErrorSummary({ errors, title = 'There is a problem', focusOnMount = true, headingLevel = 2, className }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = `summary${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-title`;
  const visible = errors.length > 0;
  useEffect(() => {
    if (visible && focusOnMount) ref.current?.focus();
  }, [visible, focusOnMount]);
  if (!visible) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div ref={ref} role="alert" tabIndex={-1} aria-labelledby={titleId} className={[styles.summary, className].filter(Boolean).join(' ')}>
      <Heading id={titleId} className={styles.summaryTitle}>
        {title}
      </Heading>
      <FieldLinks items={errors} className={styles.summaryList} />
    </div>
  );
}

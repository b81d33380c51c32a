'use client';

import { useEffect, useRef } from 'react';
import styles from './FormSuccess.module.scss';

export interface FormSuccessProps {
  heading?: string;
  text?: string;
  /** The level of the heading in the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * The form success view (spec 01 §2.10), shown in place of a form after a send succeeded. It is a
 * status region, and its heading takes focus when it appears: the form the visitor was in has gone,
 * so focus lands on what replaced it and a screen reader reads the confirmation.
 */
export function FormSuccess({
  heading = 'Submitted!',
  text = 'Thank you! A Banking expert will be in contact with you shortly',
  headingLevel = 2,
}: FormSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div role="status" className={styles.success}>
      <Heading ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading}
      </Heading>
      <p className={styles.text}>{text}</p>
    </div>
  );
}

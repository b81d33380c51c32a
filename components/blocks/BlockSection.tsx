import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { VariantName } from '@/lib/content/fields';
import styles from './BlockSection.module.scss';

interface BlockSectionProps {
  id: string;
  variant: VariantName;
  /** The id of the heading that names the section; without one, `label` names it. */
  headingId?: string;
  label?: string;
  /** Narrow sections keep prose at a readable line length. */
  width?: 'narrow' | 'wide';
  className?: string;
  innerClassName?: string;
  children: ReactNode;
}

/**
 * The frame every block renders in: a named section landmark painted in its colour variant, with
 * the content centred in the page container. The block's id is the section's anchor.
 */
export function BlockSection({ id, variant, headingId, label, width = 'wide', className, innerClassName, children }: BlockSectionProps) {
  return (
    <section id={id} aria-labelledby={headingId} aria-label={headingId ? undefined : label} className={clsx(`variant-${variant}`, styles.section, className)}>
      <div className={clsx(styles.inner, width === 'narrow' && styles.narrow, innerClassName)}>{children}</div>
    </section>
  );
}

import { clsx } from 'clsx';
import { Markdown } from '@/components/ui/Markdown';
import { SmartLink } from '@/components/ui/SmartLink';
import type { BlockContext } from '../types';
import type { AlertBannerBlockData } from '@/lib/content/model/blocks/alert-banner';
import styles from './AlertBanner.module.scss';

/** The names the two kinds of banner are announced by (the region's label). */
const ALERT_LABELS = { Standard: 'Notice', Emergency: 'Emergency alert' } as const;

/**
 * Spec 02 §3 Alert banner. It is part of the page from the start, not a live update, so it is a
 * labelled region rather than role="alert" (which would interrupt a screen reader on every page).
 * An Emergency banner is set apart by colour and by a warning sign, and by its label.
 */
export function AlertBanner({ block, context }: { block: AlertBannerBlockData; context: BlockContext }) {
  const emergency = block.alertType === 'Emergency';
  return (
    <section id={block.id} aria-label={ALERT_LABELS[block.alertType]} className={clsx(styles.banner, emergency ? styles.emergency : styles.standard)}>
      <div className={styles.inner}>
        <span className={styles.sign} aria-hidden="true">
          {emergency ? '!' : 'i'}
        </span>
        <div className={styles.message}>
          <Markdown links={context.links}>{block.message}</Markdown>
        </div>
        {block.callToAction ? (
          <SmartLink href={block.callToAction.targetUrl} links={context.links} className={styles.action}>
            {block.callToAction.displayText}
          </SmartLink>
        ) : null}
      </div>
    </section>
  );
}

'use client';

import { type ReactNode, useId, useRef } from 'react';
import type { VariantName } from '@/lib/content/fields';
import { useBackdropDismiss } from './backdrop';
import styles from './Dialog.module.scss';

export interface MarketingModalProps {
  /** What the trigger button shows: the call-to-action's text (and icon). */
  trigger: ReactNode;
  triggerClassName?: string;
  headline: string;
  variant: VariantName;
  /** The optional image above the headline, rendered on the server. */
  media?: ReactNode;
  /** Body, bullets and call-to-action row, rendered on the server (no Markdown code ships). */
  children: ReactNode;
}

/**
 * The marketing interstitial modal (spec 01 §2.10): a button that opens a native modal <dialog>.
 * The browser traps focus in it and closes it on Escape; a click on the backdrop or the
 * 'Close modal' button closes it too, and focus returns to the button that opened it.
 */
export function MarketingModal({ trigger, triggerClassName, headline, variant, media, children }: MarketingModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const backdrop = useBackdropDismiss(dialog);
  const open = () => {
    dialog.current?.showModal();
    closeButton.current?.focus();
  };
  return (
    <>
      <button ref={opener} type="button" className={triggerClassName} aria-haspopup="dialog" onClick={open}>
        {trigger}
      </button>
      <dialog ref={dialog} className={`${styles.dialog} ${styles.wide}`} aria-labelledby={titleId} onClose={() => opener.current?.focus()} {...backdrop}>
        <div className={`variant-${variant} ${styles.panel} ${styles.withClose}`}>
          <button ref={closeButton} type="button" className={styles.close} aria-label="Close modal" onClick={() => dialog.current?.close()}>
            <span aria-hidden="true">×</span>
          </button>
          {media}
          <h2 id={titleId} className={styles.headline}>
            {headline}
          </h2>
          {children}
        </div>
      </dialog>
    </>
  );
}

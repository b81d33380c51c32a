'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './Field.module.scss';

export interface ModalDialogProps {
  /** Whether the dialog is shown; the caller owns the state and hears every close through `onClose`. */
  open: boolean;
  /** The dialog's title: its heading and its accessible name. */
  title: string;
  /** Called once the dialog has closed: its close button, Escape, or `open` turned false. */
  onClose: () => void;
  /** The accessible name of the close button. */
  closeLabel?: string;
  /** Rendered only while open, so each opening starts afresh. */
  children: ReactNode;
}

/**
 * A native modal <dialog> for a form over a form (the quote's Rate Watch, spec 03 §2): shown with
 * showModal(), so the browser puts it in the top layer, makes the page behind it inert and closes it on
 * Escape. On opening, focus goes to its title, so a screen reader reads where the visitor now is; the
 * close button sits first in the tab order. Returning focus is the caller's: what opened it may be
 * hidden while it is open (the quote form), and comes back only after `onClose`.
 */
export function ModalDialog({ open, title, onClose, closeLabel = 'Close', children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      heading.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      {/* The title is always there, so the dialog's name never points at nothing. */}
      <div className={styles.dialogPanel}>
        <button type="button" className={styles.dialogClose} aria-label={closeLabel} onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
        <h2 ref={heading} id={titleId} tabIndex={-1} className={styles.dialogTitle}>
          {title}
        </h2>
        {open ? children : null}
      </div>
    </dialog>
  );
}

'use client';

import { type ReactNode, useId, useState } from 'react';
import styles from './VideoTiles.module.scss';

/** Spec 02 §4 Video transcript: starts collapsed; the 'Review transcript' button shows and hides it. */
export function TranscriptToggle({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.transcript}>
      <button type="button" className={styles.transcriptToggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        Review transcript
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.transcriptBody} hidden={!open}>
        {children}
      </div>
    </div>
  );
}

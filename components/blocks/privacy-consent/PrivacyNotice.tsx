'use client';

import { type ReactNode, useEffect, useState } from 'react';
import styles from './PrivacyConsent.module.scss';
import { MAIN_CONTENT_ID } from '@/lib/content/element-id-names';

/** The localStorage key that remembers a notice was acknowledged; one per notice id, so a new notice shows again. */
export function consentStorageKey(id: string): string {
  return `privacy-consent:${id}`;
}

function acknowledged(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'acknowledged';
  } catch {
    return false; // storage blocked (private mode, policies): the notice simply shows again
  }
}

interface PrivacyNoticeProps {
  id: string;
  label: string;
  acknowledgeText: string;
  /** The message and policy link, rendered on the server. */
  children: ReactNode;
}

/**
 * The client leaf of the privacy-consent notice. The notice is in the static HTML (so it shows
 * without scripts); once hydrated it hides itself if this browser acknowledged it before, and the
 * button hides it and remembers that. Focus then moves to the main content, as the button is gone.
 */
export function PrivacyNotice({ id, label, acknowledgeText, children }: PrivacyNoticeProps) {
  const key = consentStorageKey(id);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the acknowledgement is in the browser's storage, read after hydration; the static HTML shows the notice
    if (acknowledged(key)) setHidden(true);
  }, [key]);

  function acknowledge() {
    try {
      window.localStorage.setItem(key, 'acknowledged');
    } catch {
      // Not remembered, but still hidden for this page view.
    }
    setHidden(true);
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  }

  return (
    <section id={id} aria-label={label} className={styles.notice} hidden={hidden}>
      <div className={styles.inner}>
        <div className={styles.message}>{children}</div>
        <button type="button" className={styles.button} onClick={acknowledge}>
          {acknowledgeText}
        </button>
      </div>
    </section>
  );
}

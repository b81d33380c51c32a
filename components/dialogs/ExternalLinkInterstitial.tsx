'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useBackdropDismiss } from './backdrop';
import styles from './Dialog.module.scss';

/**
 * The external-link interstitial (spec 01 §2.10, §4). One instance per page listens on the
 * document, so every server-rendered a.ext-link is covered without code of its own. Every
 * activation is intercepted, modified ones included (ctrl/meta/shift-click, middle click): the
 * notice that the visitor is leaving is the point, and the link opens in a new tab either way.
 * Opening from the context menu cannot be intercepted by a page and is left to the browser.
 */
export function ExternalLinkInterstitial({ siteName }: { siteName: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [url, setUrl] = useState('');
  const id = useId();
  const backdrop = useBackdropDismiss(dialog);

  useEffect(() => {
    const intercept = (event: MouseEvent) => {
      if (event.defaultPrevented || (event.type === 'auxclick' && event.button !== 1)) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a.ext-link[href]') : null;
      if (!link) return;
      event.preventDefault();
      opener.current = link;
      setUrl(link.href);
      dialog.current?.showModal();
      continueButton.current?.focus();
    };
    document.addEventListener('click', intercept);
    document.addEventListener('auxclick', intercept);
    return () => {
      document.removeEventListener('click', intercept);
      document.removeEventListener('auxclick', intercept);
    };
  }, []);

  const proceed = () => {
    window.open(url, '_blank', 'noopener,noreferrer');
    dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={() => opener.current?.focus()}
      {...backdrop}
    >
      <div className={`variant-tertiary ${styles.panel}`}>
        <h2 id={`${id}-title`} className={styles.headline}>
          You&apos;re continuing to another website
        </h2>
        <p id={`${id}-text`}>
          {siteName} does not endorse and takes no responsibility for the content of the website you are about to visit, which has its own privacy and security
          policies.
        </p>
        <p className={styles.destination}>
          You are going to <span className={styles.url}>{url}</span>
        </p>
        <div className={styles.actions}>
          <button ref={continueButton} type="button" className={styles.primary} onClick={proceed}>
            Continue
          </button>
          <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}

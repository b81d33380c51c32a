import { clsx } from 'clsx';
import { ContentImage } from '@/components/ui/ContentImage';
import type { ReactNode } from 'react';
import { Markdown } from '@/components/ui/Markdown';
import type { LinkContext } from '@/lib/links';
import type { InterstitialContent } from '@/lib/content/fields';
import { LazyMarketingModal } from './MarketingModal.lazy';
// The dialog styles are imported here as well as in the client leaf so that they ship in the page's
// stylesheet: a stylesheet only a server-rendered dynamic leaf imports is linked in a way HTML
// validators reject (rel="stylesheet" with as="style").
import dialogStyles from './Dialog.module.scss';
import styles from './MarketingInterstitial.module.scss';

interface MarketingInterstitialProps {
  interstitial: InterstitialContent;
  links: LinkContext;
  /** The trigger's content and look: those of the call-to-action item that opens the modal. */
  trigger: ReactNode;
  triggerClassName?: string;
  /** The modal's call-to-action row, rendered by the caller (which owns the row component). */
  callToActionRow: ReactNode;
}

/**
 * Server part of the marketing interstitial (spec 01 §2.10, §3): renders the image, Markdown body
 * and bullets here, so the client leaf only opens and closes the dialog around them.
 */
export function MarketingInterstitial({ interstitial, links, trigger, triggerClassName, callToActionRow }: MarketingInterstitialProps) {
  const { image, bullets } = interstitial;
  return (
    <LazyMarketingModal
      trigger={trigger}
      triggerClassName={triggerClassName}
      headline={interstitial.headline}
      variant={interstitial.variant ?? 'tertiary'}
      // The hero proportions (604x480), scaled to the dialog's width by CSS; the size keeps its box steady.
      media={image ? <ContentImage image={image} width={604} height={480} className={styles.image} /> : undefined}
    >
      {interstitial.bodyCopy ? (
        <div className={dialogStyles.body}>
          <Markdown links={links}>{interstitial.bodyCopy}</Markdown>
        </div>
      ) : null}
      {bullets && bullets.length > 0 ? (
        <ul className={styles.bullets}>
          {bullets.map((bullet) => (
            <li key={bullet.copy} className={styles.bullet}>
              {bullet.icon ? (
                <img src={bullet.icon.src} alt={bullet.icon.decorative ? '' : bullet.icon.altText} width={18} height={18} className={styles.icon} />
              ) : (
                <span aria-hidden="true" className={clsx(styles.marker, bullet.variant && `variant-${bullet.variant}`)} />
              )}
              <span>{bullet.copy}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {callToActionRow}
    </LazyMarketingModal>
  );
}

import { MarketingInterstitial } from '@/components/dialogs/MarketingInterstitial';
import type { CallToActionItem } from '@/lib/content/fields';
import type { LinkContext } from '@/lib/links';
import { SmartLink } from './SmartLink';
import styles from './CallToActionRow.module.scss';

/** A Button looks like a button in its colour variant; a link is a text link. */
function classNameOf(item: CallToActionItem): string | undefined {
  return item.type === 'Button' ? `${styles.button} ${styles[item.variant ?? 'primary'] ?? ''}` : styles.link;
}

function Content({ item }: { item: CallToActionItem }) {
  const { icon } = item;
  return (
    <>
      {icon ? (
        <>
          <img src={icon.src} alt={icon.decorative ? '' : icon.alt} width={20} height={20} className={styles.icon} />{' '}
        </>
      ) : null}
      <span>{item.displayText}</span>
    </>
  );
}

/**
 * Spec 01 §3 call-to-action items: a Button renders as a button-styled link, a link as a text
 * link; an item with an interstitial is a button (same look) that opens that marketing modal.
 */
export function CallToActionRow({ items, links }: { items: readonly CallToActionItem[] | undefined; links: LinkContext }) {
  if (!items || items.length === 0) return null;
  return (
    <ul className={styles.row}>
      {items.map((item) => (
        <li key={item.id}>
          {item.interstitial ? (
            <MarketingInterstitial
              interstitial={item.interstitial}
              links={links}
              trigger={<Content item={item} />}
              triggerClassName={classNameOf(item)}
              callToActionRow={<CallToActionRow items={item.interstitial.callToActionRow} links={links} />}
            />
          ) : item.targetUrl !== undefined ? (
            <SmartLink href={item.targetUrl} links={links} newTab={item.newTab} className={classNameOf(item)}>
              <Content item={item} />
            </SmartLink>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

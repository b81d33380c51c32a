import type { CallToActionItem } from '@/lib/content/fields';
import { SmartLink, type LinkContext } from './SmartLink';
import styles from './CallToActionRow.module.scss';

/** Spec 01 §3 call-to-action items: a Button renders as a button-styled link, a link as a text link. */
export function CallToActionRow({ items, links }: { items: readonly CallToActionItem[] | undefined; links: LinkContext }) {
  if (!items || items.length === 0) return null;
  return (
    <ul className={styles.row}>
      {items.map((item) => (
        <li key={item.id}>
          <SmartLink
            href={item.targetUrl}
            links={links}
            newTab={item.newTab}
            className={
              item.type === 'Button'
                ? `${styles.button} ${styles[item.variant ?? 'primary']}`
                : styles.link
            }
          >
            {item.displayText}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

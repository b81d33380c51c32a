import { Dropdown } from './MenuPanel';
import { NavLink } from './NavLink';
import type { SubNavData } from '@/lib/content/model/header';
import type { HeaderScope } from './scope';
import styles from './Header.module.scss';
import { HEADER_ID_PREFIX } from '@/lib/content/element-id-names';

/** The bar under the header on desktop, for an item whose path asks for a sub-navigation. */
export function SubNavBar({ name, subNav, scope }: { name: string; subNav: SubNavData; scope: HeaderScope }) {
  return (
    <div className={styles.subNavBar}>
      <nav aria-label={name} className={styles.subNav}>
        <SubNavEntries
          subNav={subNav}
          scope={scope}
          idPrefix={`${HEADER_ID_PREFIX}subnav`}
          listClassName={styles.subNavItems}
          itemClassName={styles.itemCell}
          linkClassName={styles.subNavLink}
          buttonClassName={styles.subNavButton}
        />
      </nav>
    </div>
  );
}

/**
 * A sub-navigation's entries, links and dropdowns (Private Client): the bar under the header on
 * desktop, and the item's section of the mobile menu (MainNav.tsx), each with its own classes.
 */
export function SubNavEntries({
  subNav,
  scope,
  idPrefix,
  listClassName,
  itemClassName,
  linkClassName,
  buttonClassName,
}: {
  subNav: SubNavData;
  scope: HeaderScope;
  idPrefix: string;
  listClassName: string | undefined;
  itemClassName?: string;
  linkClassName: string | undefined;
  buttonClassName: string | undefined;
}) {
  return (
    <ul className={listClassName}>
      {subNav.entries.map((entry, index) => (
        <li key={entry.name} className={itemClassName}>
          {entry.kind === 'link' ? (
            <NavLink href={entry.url} scope={scope} className={linkClassName}>
              {entry.name}
            </NavLink>
          ) : (
            <Dropdown entry={entry} scope={scope} buttonClassName={buttonClassName} idPrefix={`${idPrefix}-${index}`} />
          )}
        </li>
      ))}
    </ul>
  );
}

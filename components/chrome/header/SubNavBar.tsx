import type { ReactNode } from 'react';
import { LazyDisclosure } from './Header.lazy';
import { LabelWithChevron, MenuPanelContent } from './MenuPanel';
import { NavLink } from './NavLink';
import type { MenuEntry, SubNavData } from '@/lib/content/model/header';
import type { HeaderScope } from './scope';
import styles from './Header.module.scss';

/** The bar under the header on desktop, for an item whose path asks for a sub-navigation. */
export function SubNavBar({ name, subNav, scope }: { name: string; subNav: SubNavData; scope: HeaderScope }) {
  return (
    <div className={styles.subNavBar}>
      <nav aria-label={name} className={styles.subNav}>
        <ul className={styles.subNavItems}>
          {subNav.entries.map((entry, index) => (
            <li key={entry.name} className={styles.itemCell}>
              {entry.kind === 'link' ? (
                <NavLink href={entry.url} scope={scope} className={styles.subNavLink}>
                  {entry.name}
                </NavLink>
              ) : (
                <Dropdown entry={entry} scope={scope} buttonClassName={styles.subNavButton} idPrefix={`header-subnav-${index}`} />
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/**
 * A dropdown: a button that opens the entry's menu panel, or, when the entry has a page of its own,
 * a link to it with the button beside it (a chevron named "<entry> menu"). `sectionWhen`: the
 * media query under which it is a section of the mobile menu (Disclosure.tsx); `mobileOnly`: what
 * its panel adds there (an item's sub-navigation, which desktop shows as a bar).
 */
export function Dropdown({
  entry,
  scope,
  buttonClassName,
  active = false,
  sectionWhen,
  idPrefix,
  mobileOnly,
}: {
  entry: MenuEntry;
  scope: HeaderScope;
  buttonClassName: string | undefined;
  active?: boolean;
  sectionWhen?: string;
  idPrefix: string;
  mobileOnly?: ReactNode;
}) {
  const panel = (
    <>
      <MenuPanelContent menu={entry.menu} scope={scope} idPrefix={idPrefix} />
      {mobileOnly ? <div className={styles.mobileOnly}>{mobileOnly}</div> : null}
    </>
  );
  if (entry.url === undefined) {
    return (
      <LazyDisclosure
        kind="menu"
        sectionWhen={sectionWhen}
        opensOnHover={entry.menu.opensOnHover}
        label={<LabelWithChevron>{entry.name}</LabelWithChevron>}
        className={styles.dropdown}
        buttonClassName={buttonClassName}
        panelClassName={styles.dropdownPanel}
      >
        {panel}
      </LazyDisclosure>
    );
  }
  // The name stays a link to its page; the menu opens from the chevron button beside it.
  return (
    <div className={styles.split}>
      <NavLink href={entry.url} scope={scope} className={styles.item} active={active}>
        {entry.name}
      </NavLink>
      <LazyDisclosure
        kind="menu"
        sectionWhen={sectionWhen}
        opensOnHover={entry.menu.opensOnHover}
        ariaLabel={`${entry.name} menu`}
        label={<span className={styles.chevron} aria-hidden="true" />}
        className={styles.dropdown}
        buttonClassName={styles.chevronButton}
        panelClassName={styles.dropdownPanel}
      >
        {panel}
      </LazyDisclosure>
    </div>
  );
}

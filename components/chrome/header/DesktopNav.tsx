import { LazyDisclosure } from './Header.lazy';
import { LabelWithChevron, MenuPanelContent } from './MenuPanel';
import { NavLink } from './NavLink';
import type { MenuEntry, NavItemData, SubNavData } from '@/lib/content/model/header';
import type { HeaderScope } from './scope';
import styles from './Header.module.scss';

/** The main navigation from 1024 px: each top-level item a link, a dropdown, or both. */
export function DesktopNav({ items, current, scope }: { items: readonly NavItemData[]; current: NavItemData | undefined; scope: HeaderScope }) {
  return (
    <nav aria-label="Main" className={styles.desktopNav}>
      <ul className={styles.items}>
        {items.map((item, index) => (
          <li key={item.name} className={styles.itemCell}>
            <DesktopItem item={item} active={item === current} scope={scope} idPrefix={`header-item-${index}`} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

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
                <DesktopMenu entry={entry} scope={scope} buttonClassName={styles.subNavButton} idPrefix={`header-subnav-${index}`} />
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** A top-level item on desktop: a link, a dropdown, or a link with the dropdown's button beside it. */
function DesktopItem({ item, active, scope, idPrefix }: { item: NavItemData; active: boolean; scope: HeaderScope; idPrefix: string }) {
  if (item.kind === 'link') {
    return (
      <NavLink href={item.url} scope={scope} className={styles.item} active={active}>
        {item.name}
      </NavLink>
    );
  }
  return (
    <DesktopMenu
      entry={item}
      scope={scope}
      buttonClassName={`${styles.item} ${active ? styles.activeButton : ''}`}
      active={active}
      idPrefix={idPrefix}
    />
  );
}

function DesktopMenu({
  entry,
  scope,
  buttonClassName,
  active = false,
  idPrefix,
}: {
  entry: MenuEntry;
  scope: HeaderScope;
  buttonClassName: string | undefined;
  active?: boolean;
  idPrefix: string;
}) {
  const panel = <MenuPanelContent menu={entry.menu} scope={scope} idPrefix={idPrefix} />;
  if (entry.url === undefined) {
    return (
      <LazyDisclosure
        kind="menu"
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

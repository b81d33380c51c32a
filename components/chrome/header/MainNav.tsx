import { clsx } from 'clsx';
import { SmartLink } from '@/components/ui/SmartLink';
import { LazyDisclosure } from './Header.lazy';
import { Dropdown, LabelWithChevron, LoginList } from './MenuPanel';
import { NavLink } from './NavLink';
import { SubNavEntries } from './SubNavBar';
import type { HeaderConfigData, NavItemData } from '@/lib/content/model/header';
import type { HeaderScope } from './scope';
import styles from './Header.module.scss';
import { HEADER_ID_PREFIX } from '@/lib/content/element-id-names';

/** Where the navigation is the mobile menu: below lg (1024 px) of styles/_mixins.scss. */
const MOBILE_MENU = '(max-width: 1023.98px)';

/**
 * The main navigation, one copy for every width. From 1024 px it sits in the bar: each item a
 * link, a dropdown, or a link with its dropdown's button beside it. Below, a hamburger opens it as
 * the mobile menu (the same items stacked, each dropdown a section that expands in place and on its
 * own), under the Welcome heading and followed by what only the mobile menu lists: the call to
 * action where it is an item there, Sign In, the utility links, and the menu's footer.
 *
 * The hamburger's panel holds the navigation; from 1024 px CSS lays the panel out as part of the
 * bar whatever its state and hides what is mobile only (Header.module.scss). Rendering the menus
 * once per width, as before, made the header's links half of every page's markup and of its
 * render time at export.
 */
export function MainNav({ config, current, scope }: { config: HeaderConfigData; current: NavItemData | undefined; scope: HeaderScope }) {
  const { links } = scope;
  const footer = config.mobileMenu.footer;
  return (
    <LazyDisclosure
      kind="menu"
      focusOnOpen
      closeLabel="Close menu"
      label={
        <>
          <span className={styles.hamburgerIcon} aria-hidden="true" />
          <span>Menu</span>
        </>
      }
      className={styles.menuRoot}
      buttonClassName={styles.hamburger}
      panelClassName={styles.menuPanel}
      closeButtonClassName={styles.closeButton}
    >
      <h2 className={styles.mobileHeading}>{config.mobileMenu.heading}</h2>
      <nav aria-label="Main" className={styles.nav}>
        <ul className={styles.items}>
          {config.items.map((item, index) => (
            <li key={item.name} className={styles.itemCell}>
              <Item item={item} active={item === current} scope={scope} idPrefix={`${HEADER_ID_PREFIX}item-${index}`} />
            </li>
          ))}
          {config.cta && config.cta.inMobileMenu ? (
            <li className={styles.mobileOnly}>
              <NavLink href={config.cta.url} scope={scope} className={styles.item}>
                {config.cta.name}
              </NavLink>
            </li>
          ) : null}
          {config.signIn ? (
            <li className={styles.mobileOnly}>
              <LazyDisclosure
                kind="section"
                label={<LabelWithChevron>{config.signIn.name}</LabelWithChevron>}
                className={styles.dropdown}
                buttonClassName={styles.item}
                panelClassName={styles.dropdownPanel}
              >
                <LoginList scope={scope} />
              </LazyDisclosure>
            </li>
          ) : null}
          {config.utilityLinks.map((link) => (
            <li key={link.url} className={styles.mobileOnly}>
              <SmartLink href={link.url} links={links} className={styles.item}>
                {link.name}
              </SmartLink>
            </li>
          ))}
        </ul>
      </nav>
      {footer ? (
        <div className={styles.mobileFooter}>
          {footer.text ? <p className={styles.mobileFooterText}>{footer.text}</p> : null}
          <SmartLink href={footer.link.url} links={links} className={styles.mobileFooterButton}>
            {footer.link.name}
          </SmartLink>
        </div>
      ) : null}
    </LazyDisclosure>
  );
}

/**
 * A top-level item: a link, a dropdown (a section of the mobile menu), or a link whose
 * sub-navigation is a bar under the header on desktop (SubNavBar, on the item's pages) and a
 * section of the item in the mobile menu.
 */
function Item({ item, active, scope, idPrefix }: { item: NavItemData; active: boolean; scope: HeaderScope; idPrefix: string }) {
  const subNav = item.subNav ? (
    <SubNavEntries
      subNav={item.subNav}
      scope={scope}
      idPrefix={`${idPrefix}-sub`}
      listClassName={styles.panelLinks}
      linkClassName={styles.panelLink}
      buttonClassName={styles.sectionButton}
    />
  ) : null;
  if (item.kind === 'menu') {
    return (
      <Dropdown
        entry={item}
        scope={scope}
        buttonClassName={clsx(styles.item, active && styles.activeButton)}
        active={active}
        sectionWhen={MOBILE_MENU}
        idPrefix={idPrefix}
        mobileOnly={subNav}
      />
    );
  }
  const link = (
    <NavLink href={item.url} scope={scope} className={styles.item} active={active}>
      {item.name}
    </NavLink>
  );
  if (!subNav) return link;
  return (
    <div className={styles.mobileSplit}>
      {link}
      <LazyDisclosure
        kind="section"
        ariaLabel={`${item.name} menu`}
        label={<span className={styles.chevron} aria-hidden="true" />}
        className={clsx(styles.dropdown, styles.mobileOnly)}
        buttonClassName={styles.chevronButton}
        panelClassName={styles.dropdownPanel}
      >
        {subNav}
      </LazyDisclosure>
    </div>
  );
}

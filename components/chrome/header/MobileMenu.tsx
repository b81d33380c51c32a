import type { ReactNode } from 'react';
import { SmartLink } from '@/components/ui/SmartLink';
import { LazyDisclosure } from './Header.lazy';
import { LabelWithChevron, LoginList, MenuPanelContent } from './MenuPanel';
import { NavLink } from './NavLink';
import type { HeaderConfigData, NavItemData } from '@/lib/content/model/header';
import type { HeaderScope } from './scope';
import styles from './Header.module.scss';

/**
 * Below 1024 px: a hamburger opens the mobile menu. Items with a dropdown or a sub-navigation
 * become sections that expand and collapse independently, as does Sign In; the footer carries
 * the brand's closing call to action.
 */
export function MobileMenu({ config, current, scope }: { config: HeaderConfigData; current: NavItemData | undefined; scope: HeaderScope }) {
  const { links } = scope;
  const headingId = 'mobile-menu-heading';
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
      className={styles.mobileRoot}
      buttonClassName={styles.hamburger}
      panelClassName={styles.mobilePanel}
      closeButtonClassName={styles.closeButton}
    >
      <h2 className={styles.mobileHeading} id={headingId}>
        {config.mobileMenu.heading}
      </h2>
      <nav aria-labelledby={headingId}>
        <ul className={styles.mobileList}>
          {config.items.map((item, index) => (
            <li key={item.name}>
              <MobileItem item={item} active={item === current} scope={scope} idPrefix={`mobile-item-${index}`} />
            </li>
          ))}
          {config.cta && config.cta.inMobileMenu ? (
            <li>
              <NavLink href={config.cta.url} scope={scope} className={styles.mobileLink}>
                {config.cta.name}
              </NavLink>
            </li>
          ) : null}
          {config.signIn ? (
            <li>
              <MobileSection name={config.signIn.name}>
                <LoginList scope={scope} />
              </MobileSection>
            </li>
          ) : null}
          {config.utilityLinks.map((link) => (
            <li key={link.url}>
              <SmartLink href={link.url} links={links} className={styles.mobileLink}>
                {link.name}
              </SmartLink>
            </li>
          ))}
        </ul>
      </nav>
      {config.mobileMenu.footer ? (
        <div className={styles.mobileFooter}>
          {config.mobileMenu.footer.text ? <p className={styles.mobileFooterText}>{config.mobileMenu.footer.text}</p> : null}
          <SmartLink href={config.mobileMenu.footer.link.url} links={links} className={styles.mobileFooterButton}>
            {config.mobileMenu.footer.link.name}
          </SmartLink>
        </div>
      ) : null}
    </LazyDisclosure>
  );
}

function MobileSection({ name, children }: { name: string; children: ReactNode }) {
  return (
    <LazyDisclosure
      kind="section"
      label={<LabelWithChevron>{name}</LabelWithChevron>}
      buttonClassName={styles.sectionButton}
      panelClassName={styles.sectionPanel}
    >
      {children}
    </LazyDisclosure>
  );
}

/** An item of the mobile menu: a link, or a section with the item's page, its sub-navigation and its dropdown. */
function MobileItem({ item, active, scope, idPrefix }: { item: NavItemData; active: boolean; scope: HeaderScope; idPrefix: string }) {
  if (item.kind === 'link' && !item.subNav) {
    return (
      <NavLink href={item.url} scope={scope} className={styles.mobileLink} active={active}>
        {item.name}
      </NavLink>
    );
  }
  return (
    <MobileSection name={item.name}>
      {item.url !== undefined ? (
        <NavLink href={item.url} scope={scope} className={styles.sectionLink}>
          {item.name}
        </NavLink>
      ) : null}
      {item.kind === 'menu' ? <MenuPanelContent menu={item.menu} scope={scope} idPrefix={idPrefix} /> : null}
      {item.subNav ? (
        <ul className={styles.panelLinks}>
          {item.subNav.entries.map((entry, index) => (
            <li key={entry.name}>
              {entry.kind === 'link' ? (
                <NavLink href={entry.url} scope={scope} className={styles.panelLink}>
                  {entry.name}
                </NavLink>
              ) : (
                <LazyDisclosure
                  kind="menu"
                  opensOnHover={entry.menu.opensOnHover}
                  label={<LabelWithChevron>{entry.name}</LabelWithChevron>}
                  buttonClassName={styles.sectionButton}
                  panelClassName={styles.sectionPanel}
                >
                  <MenuPanelContent menu={entry.menu} scope={scope} idPrefix={`${idPrefix}-${index}`} />
                </LazyDisclosure>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </MobileSection>
  );
}

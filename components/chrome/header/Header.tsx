import { SmartLink } from '@/components/ui/SmartLink';
import { LazyDisclosure } from './Header.lazy';
import { LabelWithChevron, LoginList } from './MenuPanel';
import { MainNav } from './MainNav';
import { NavLink } from './NavLink';
import { SubNavBar } from './SubNavBar';
import { activeItem, headerFor, subNavFor } from './rules';
import type { HeaderScope } from './scope';
import styles from './Header.module.scss';
import { MAIN_CONTENT_ID } from '@/lib/content/element-id-names';

export type HeaderProps = HeaderScope;

/**
 * One data-driven header for every brand (spec 01 §2.1–§2.8), configured by the brand's site.json
 * "header": a skip link, optional utility links, the logo, the main navigation with its dropdowns,
 * which below 1024 px a hamburger opens as the mobile menu (MainNav.tsx), the Sign In dropdown and
 * the highlighted call to action; on desktop a sub-navigation bar shows where the path asks for
 * one (SubNavBar.tsx). Every navigation link says whether it is the current page through NavLink.
 * A server component: only the disclosures are client code.
 */
export function Header({ site, linkGroups, links, route }: HeaderProps) {
  const config = headerFor(route, site.header);
  const scope: HeaderScope = { site, linkGroups, links, route };
  const current = activeItem(route, config);
  const subNavItem = subNavFor(route, config);
  // A logo-only header (GBLVF) has nothing for the navigation or a mobile menu: neither, nor a hamburger.
  const hasMenu =
    config.items.length > 0 ||
    config.utilityLinks.length > 0 ||
    config.signIn !== undefined ||
    config.cta !== undefined ||
    config.mobileMenu.footer !== undefined;
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      {config.utilityLinks.length > 0 ? (
        <div className={styles.utility}>
          <ul className={styles.utilityLinks}>
            {config.utilityLinks.map((link) => (
              <li key={link.url}>
                <NavLink href={link.url} scope={scope}>
                  {link.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.bar}>
        <SmartLink href={site.logo.homeUrl} links={links} className={styles.logoLink} ariaLabel={`${site.name} home`}>
          <img src={site.logo.src} alt={site.logo.alt} width={site.logo.width} height={site.logo.height} className={styles.logo} />
        </SmartLink>
        {hasMenu ? <MainNav config={config} current={current} scope={scope} /> : null}
        {config.signIn || config.cta ? (
          <div className={styles.actions}>
            {config.signIn ? (
              <LazyDisclosure
                kind="menu"
                label={<LabelWithChevron>{config.signIn.name}</LabelWithChevron>}
                className={styles.dropdown}
                buttonClassName={styles.signInButton}
                panelClassName={`${styles.dropdownPanel} ${styles.alignEnd}`}
              >
                <LoginList scope={scope} />
              </LazyDisclosure>
            ) : null}
            {config.cta ? (
              <SmartLink href={config.cta.url} links={links} className={styles.cta}>
                {config.cta.name}
              </SmartLink>
            ) : null}
          </div>
        ) : null}
      </div>
      {subNavItem?.subNav ? <SubNavBar name={subNavItem.name} subNav={subNavItem.subNav} scope={scope} /> : null}
    </header>
  );
}

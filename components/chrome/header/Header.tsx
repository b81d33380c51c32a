import type { ReactNode } from 'react';
import type { LinkContext } from '@/lib/links';
import { SmartLink } from '@/components/ui/SmartLink';
import type { SiteData } from '@/lib/content';
import type { LinkGroupsData } from '@/lib/content/schema';
import { LazyDisclosure, LazyTodayDate } from './Header.lazy';
import { activeItem, headerFor, isCurrentPage, subNavFor } from './rules';
import type { HeaderConfigData, HeaderLinkData, MenuEntry, MenuPanelData, NavItemData } from '@/lib/content/model/header';
import styles from './Header.module.scss';

export interface HeaderProps {
  site: SiteData;
  /** content/shared/link-groups.json, which dropdowns may show by key. */
  linkGroups: LinkGroupsData['groups'];
  links: LinkContext;
  /** The route being rendered ("/personal/bank/checking-accounts/"): it picks the header, the current item and the sub-navigation. */
  route: string;
}

/** What the parts of the header share while one header renders. */
interface HeaderScope {
  site: SiteData;
  linkGroups: LinkGroupsData['groups'];
  links: LinkContext;
  route: string;
}

/**
 * One data-driven header for every brand (spec 01 §2.1–§2.8), configured by the brand's site.json
 * "header": a skip link, optional utility links, the logo, the main navigation with its dropdowns,
 * the Sign In dropdown and the highlighted call to action; below 1024 px a hamburger opens the
 * mobile menu instead, and on desktop a sub-navigation bar shows where the path asks for one.
 * A server component: only the disclosures are client code.
 */
export function Header({ site, linkGroups, links, route }: HeaderProps) {
  const config = headerFor(route, site.header);
  const scope: HeaderScope = { site, linkGroups, links, route };
  const current = activeItem(route, config);
  const subNavItem = subNavFor(route, config);
  // A logo-only header (GBLVF) has nothing to put in a mobile menu, so it gets no hamburger.
  const hasMenu =
    config.items.length > 0 ||
    config.utilityLinks.length > 0 ||
    config.signIn !== undefined ||
    config.cta !== undefined ||
    config.mobileMenu.footer !== undefined;
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main-content">
        Skip to main content
      </a>
      {config.utilityLinks.length > 0 ? (
        <div className={styles.utility}>
          <ul className={styles.utilityLinks}>
            {config.utilityLinks.map((link) => (
              <li key={link.url}>
                <SmartLink href={link.url} links={links} ariaCurrent={isCurrentPage(link.url, route) ? 'page' : undefined}>
                  {link.name}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.bar}>
        <SmartLink href={site.logo.homeUrl} links={links} className={styles.logoLink} ariaLabel={`${site.name} home`}>
          <img src={site.logo.src} alt={site.logo.alt} width={site.logo.width} height={site.logo.height} className={styles.logo} />
        </SmartLink>
        {config.items.length > 0 ? (
          <nav aria-label="Main" className={styles.desktopNav}>
            <ul className={styles.items}>
              {config.items.map((item, index) => (
                <li key={item.name} className={styles.itemCell}>
                  <DesktopItem item={item} active={item === current} scope={scope} idPrefix={`header-item-${index}`} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
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
        {hasMenu ? <MobileMenu config={config} current={current} scope={scope} /> : null}
      </div>
      {subNavItem?.subNav ? (
        <div className={styles.subNavBar}>
          <nav aria-label={subNavItem.name} className={styles.subNav}>
            <ul className={styles.subNavItems}>
              {subNavItem.subNav.entries.map((entry, index) => (
                <li key={entry.name} className={styles.itemCell}>
                  {entry.kind === 'link' ? (
                    <SmartLink
                      href={entry.url}
                      links={links}
                      className={styles.subNavLink}
                      ariaCurrent={isCurrentPage(entry.url, route) ? 'page' : undefined}
                    >
                      {entry.name}
                    </SmartLink>
                  ) : (
                    <DesktopMenu entry={entry} scope={scope} buttonClassName={styles.subNavButton} idPrefix={`header-subnav-${index}`} />
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      ) : null}
    </header>
  );
}

function LabelWithChevron({ children }: { children: ReactNode }) {
  return (
    <>
      <span>{children}</span>
      <span className={styles.chevron} aria-hidden="true" />
    </>
  );
}

/** A top-level item on desktop: a link, a dropdown, or a link with the dropdown's button beside it. */
function DesktopItem({ item, active, scope, idPrefix }: { item: NavItemData; active: boolean; scope: HeaderScope; idPrefix: string }) {
  if (item.kind === 'link') {
    return (
      <SmartLink href={item.url} links={scope.links} className={styles.item} ariaCurrent={active ? 'page' : undefined}>
        {item.name}
      </SmartLink>
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
      <SmartLink href={entry.url} links={scope.links} className={styles.item} ariaCurrent={active ? 'page' : undefined}>
        {entry.name}
      </SmartLink>
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

/** The contents of a dropdown: promotion, call button, links and link groups, in that order. */
function MenuPanelContent({ menu, scope, idPrefix }: { menu: MenuPanelData; scope: HeaderScope; idPrefix: string }) {
  const { site } = scope;
  return (
    <div className={styles.panelContent}>
      {menu.promo || menu.call ? (
        <div className={styles.promo}>
          {menu.promo ? (
            <>
              <p className={styles.promoText}>{menu.promo.text}</p>
              <p className={styles.footnote}>
                <Footnote text={menu.promo.footnote} />
              </p>
            </>
          ) : null}
          {menu.call ? (
            <a className={styles.callButton} href={`tel:${site.phone.tel}`}>
              {menu.call.label} {site.phone.display}
            </a>
          ) : null}
        </div>
      ) : null}
      {menu.links.length > 0 ? <LinkList links={menu.links} scope={scope} /> : null}
      {menu.groups.map((key) => {
        const group = scope.linkGroups[key];
        if (!group) return null;
        const titleId = `${idPrefix}-${key}`;
        return (
          <div key={key} className={styles.group}>
            <p className={styles.groupTitle} id={titleId}>
              {group.title}
            </p>
            <LinkList links={group.links} scope={scope} labelledBy={titleId} />
          </div>
        );
      })}
    </div>
  );
}

/** The footnote with {date} replaced by today's date in the browser ("today" in the static HTML). */
function Footnote({ text }: { text: string }) {
  const [before = '', after = ''] = text.split('{date}');
  return (
    <>
      {before}
      <LazyTodayDate fallback="today" />
      {after}
    </>
  );
}

function LinkList({ links, scope, labelledBy }: { links: readonly HeaderLinkData[]; scope: HeaderScope; labelledBy?: string }) {
  return (
    <ul className={styles.panelLinks} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.url}>
          <SmartLink
            href={link.url}
            links={scope.links}
            className={styles.panelLink}
            ariaCurrent={isCurrentPage(link.url, scope.route) ? 'page' : undefined}
          >
            {link.name}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/** The external login sites of site.json "logins": who signs in, then what the site is. */
function LoginList({ scope }: { scope: HeaderScope }) {
  return (
    <ul className={styles.panelLinks}>
      {scope.site.logins.map((login) => (
        <li key={login.id}>
          <SmartLink href={login.url} links={scope.links} className={styles.loginLink}>
            <span className={styles.loginLabel}>{login.label}</span>
            {login.description ? (
              <>
                {' '}
                <span className={styles.loginDescription}>{login.description}</span>
              </>
            ) : null}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Below 1024 px: a hamburger opens the mobile menu. Items with a dropdown or a sub-navigation
 * become sections that expand and collapse independently, as does Sign In; the footer carries
 * the brand's closing call to action.
 */
function MobileMenu({ config, current, scope }: { config: HeaderConfigData; current: NavItemData | undefined; scope: HeaderScope }) {
  const { links, route } = scope;
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
              <SmartLink
                href={config.cta.url}
                links={links}
                className={styles.mobileLink}
                ariaCurrent={isCurrentPage(config.cta.url, route) ? 'page' : undefined}
              >
                {config.cta.name}
              </SmartLink>
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
  const { links, route } = scope;
  if (item.kind === 'link' && !item.subNav) {
    return (
      <SmartLink href={item.url} links={links} className={styles.mobileLink} ariaCurrent={active ? 'page' : undefined}>
        {item.name}
      </SmartLink>
    );
  }
  return (
    <MobileSection name={item.name}>
      {item.url !== undefined ? (
        <SmartLink
          href={item.url}
          links={links}
          className={styles.sectionLink}
          ariaCurrent={isCurrentPage(item.url, route) ? 'page' : undefined}
        >
          {item.name}
        </SmartLink>
      ) : null}
      {item.kind === 'menu' ? <MenuPanelContent menu={item.menu} scope={scope} idPrefix={idPrefix} /> : null}
      {item.subNav ? (
        <ul className={styles.panelLinks}>
          {item.subNav.entries.map((entry, index) => (
            <li key={entry.name}>
              {entry.kind === 'link' ? (
                <SmartLink
                  href={entry.url}
                  links={links}
                  className={styles.panelLink}
                  ariaCurrent={isCurrentPage(entry.url, route) ? 'page' : undefined}
                >
                  {entry.name}
                </SmartLink>
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

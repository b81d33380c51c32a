import type { ReactNode } from 'react';
import { SmartLink } from '@/components/ui/SmartLink';
import { LazyDisclosure, LazyTodayDate } from './Header.lazy';
import { NavLink } from './NavLink';
import type { HeaderLinkData, MenuEntry, MenuPanelData } from '@/lib/content/model/header';
import type { HeaderScope } from './scope';
import styles from './Header.module.scss';

/** A disclosure's label with the chevron that turns when it opens. */
export function LabelWithChevron({ children }: { children: ReactNode }) {
  return (
    <>
      <span>{children}</span>
      <span className={styles.chevron} aria-hidden="true" />
    </>
  );
}

/**
 * The contents of a dropdown, on desktop and in a mobile section alike: promotion, call button,
 * links and link groups, in that order.
 */
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
          <NavLink href={link.url} scope={scope} className={styles.panelLink}>
            {link.name}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The external login sites of site.json "logins": who signs in, then what the site is. */
export function LoginList({ scope }: { scope: HeaderScope }) {
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

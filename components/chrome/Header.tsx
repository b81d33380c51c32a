import type { LinkContext } from '@/components/ui/SmartLink';
import { SmartLink } from '@/components/ui/SmartLink';
import type { SiteData } from '@/lib/content';
import { internalRoute } from '@/lib/links';
import styles from './Header.module.scss';

export interface HeaderProps {
  site: SiteData;
  links: LinkContext;
  /** The route being rendered ("/personal/checking/"), from which the active item is derived. */
  route: string;
}

/** The first path segment decides which top-level item is current ("/personal/x/" -> "personal"). */
export function isActiveItem(itemUrl: string, route: string): boolean {
  const itemRoute = internalRoute(itemUrl);
  if (itemRoute === null) return false;
  const first = (path: string) => path.split('/').filter(Boolean)[0] ?? '';
  return first(itemRoute) === first(route) && (itemRoute !== '/' || route === '/');
}

/** One data-driven header for every brand, configured by the brand's site.json. */
export function Header({ site, links, route }: HeaderProps) {
  const { logo, header } = site;
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main-content">
        Skip to main content
      </a>
      <div className={styles.bar}>
        <SmartLink href={logo.homeUrl} links={links} className={styles.logoLink} ariaLabel={`${site.name} home`}>
          <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} className={styles.logo} />
        </SmartLink>
        {header.items.length > 0 || header.cta ? (
          <nav aria-label="Main" className={styles.nav}>
            <ul className={styles.items}>
              {header.items.map((item) => (
                <li key={item.url}>
                  <SmartLink
                    href={item.url}
                    links={links}
                    className={styles.item}
                    ariaCurrent={isActiveItem(item.url, route) ? 'page' : undefined}
                  >
                    {item.name}
                  </SmartLink>
                </li>
              ))}
              {header.cta ? (
                <li>
                  <SmartLink href={header.cta.url} links={links} className={styles.cta}>
                    {header.cta.name}
                  </SmartLink>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  );
}

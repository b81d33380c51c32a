import { SmartLink, type LinkContext } from '@/components/ui/SmartLink';
import type { SiteData } from '@/lib/content';
import styles from './Footer.module.scss';

/** The year in the copyright line: a fixed year when the brand sets one, else the current year. */
export function copyrightYear(fixedYear: number | undefined, now: Date = new Date()): number {
  return fixedYear ?? now.getFullYear();
}

/** One data-driven footer for every brand, configured by the brand's site.json. */
export function Footer({ site, links }: { site: SiteData; links: LinkContext }) {
  const { footer, phone } = site;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {footer.links.length > 0 ? (
          <nav aria-label="Footer">
            <ul className={styles.links}>
              {footer.links.map((link) => (
                <li key={link.url}>
                  <SmartLink href={link.url} links={links} ariaLabel={link.ariaLabel}>
                    {link.text}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className={styles.contact}>
          Call us: <a href={`tel:${phone.tel}`}>{phone.display}</a>
        </p>
        {footer.disclosure ? <p className={styles.disclosure}>{footer.disclosure}</p> : null}
        <p className={styles.copyright}>
          © {copyrightYear(footer.copyrightYear)} {footer.copyrightHolder}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

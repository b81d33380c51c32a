import type { LinkContext } from '@/lib/links';
import { SmartLink } from '@/components/ui/SmartLink';
import type { FooterContent } from '@/lib/content';
import { FooterFinePrint } from './FooterFinePrint';
import { REGULAR_LEGAL_LINKS, type LogoFooterData } from '@/lib/content/model/footer';
import { SocialLinks } from './SocialLinks';
import styles from './Footer.module.scss';

/**
 * Spec 01 §2.9 logo footer: the brand's logo (image or text wordmark), its links, social icons and
 * the copyright line. The regular variant adds the legal links; the marine variant has none and a
 * fixed copyright year.
 */
export function LogoFooter({ footer, content, links }: { footer: LogoFooterData; content: FooterContent; links: LinkContext }) {
  const { site } = content;
  const social = content.sharedFooter.social[footer.social];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.logoRow}>
          <SmartLink href={site.logo.homeUrl} links={links} ariaLabel={`${site.name} home`} className={styles.logoLink}>
            {footer.logo === 'full' ? (
              <span className={styles.logoPlate}>
                <img src={site.logo.src} alt={site.logo.alt} width={site.logo.width} height={site.logo.height} loading="lazy" className={styles.logo} />
              </span>
            ) : (
              <span className={styles.wordmark}>{site.name}</span>
            )}
          </SmartLink>
          {footer.links.length > 0 ? (
            <nav aria-label="Footer" className={styles.logoNav}>
              <ul className={styles.inlineLinks}>
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
          {social ? <SocialLinks set={social} links={links} /> : null}
        </div>
        <FooterFinePrint site={site} links={links} legal={footer.variant === 'regular' ? { label: 'Legal', links: REGULAR_LEGAL_LINKS } : undefined} />
      </div>
    </footer>
  );
}

import type { LinkContext } from '@/lib/links';
import { SmartLink } from '@/components/ui/SmartLink';
import type { SiteData } from '@/lib/content';
import { copyrightLine, copyrightYear } from './copyright';
import styles from './Footer.module.scss';

/** The legal links beside the copyright line: a named navigation of plain links. */
export interface LegalLinks {
  label: string;
  links: readonly { url: string; text: string }[];
}

/** The phone line, the disclosure and the copyright line every footer ends with; `legal` sits beside the copyright. */
export function FooterFinePrint({ site, links, legal }: { site: SiteData; links: LinkContext; legal?: LegalLinks }) {
  const { footer, phone } = site;
  return (
    <div className={styles.finePrint}>
      <p className={styles.contact}>
        Call us: <a href={`tel:${phone.tel}`}>{phone.display}</a>
      </p>
      {footer.disclosure ? <p className={styles.disclosure}>{footer.disclosure}</p> : null}
      <div className={styles.baseline}>
        <p className={styles.copyright}>{copyrightLine(copyrightYear(footer), footer.copyrightHolder)}</p>
        {legal ? (
          <nav aria-label={legal.label}>
            <ul className={styles.legalLinks}>
              {legal.links.map((link) => (
                <li key={link.url}>
                  <SmartLink href={link.url} links={links}>
                    {link.text}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}

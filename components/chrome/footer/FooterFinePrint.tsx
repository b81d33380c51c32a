import type { ReactNode } from 'react';
import type { SiteData } from '@/lib/content';
import { copyrightLine, copyrightYear } from './copyright';
import styles from './Footer.module.scss';

/** The phone line, the disclosure and the copyright line every footer ends with; `legal` sits beside the copyright. */
export function FooterFinePrint({ site, legal }: { site: SiteData; legal?: ReactNode }) {
  const { footer, phone } = site;
  return (
    <div className={styles.finePrint}>
      <p className={styles.contact}>
        Call us: <a href={`tel:${phone.tel}`}>{phone.display}</a>
      </p>
      {footer.disclosure ? <p className={styles.disclosure}>{footer.disclosure}</p> : null}
      <div className={styles.baseline}>
        <p className={styles.copyright}>{copyrightLine(copyrightYear(footer), footer.copyrightHolder)}</p>
        {legal}
      </div>
    </div>
  );
}

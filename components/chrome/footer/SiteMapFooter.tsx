import type { LinkContext } from '@/lib/links';
import { SmartLink } from '@/components/ui/SmartLink';
import type { LinkGroupsData } from '@/lib/content/schema';
import { AppPromo } from './AppPromo';
import type { FooterContent } from '@/lib/content';
import { FooterFinePrint } from './FooterFinePrint';
import type { SiteMapFooterData } from '@/lib/content/model/footer';
import { SocialLinks } from './SocialLinks';
import styles from './Footer.module.scss';

type LinkGroup = LinkGroupsData['groups'][string];

function LinkList({ group, links }: { group: LinkGroup; links: LinkContext }) {
  return (
    <ul className={styles.groupLinks}>
      {group.links.map((link) => (
        <li key={link.url}>
          <SmartLink href={link.url} links={links}>
            {link.name}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/** A section's links: one list, or (Personal) one titled list per group. */
function SectionLinks({ groups, links }: { groups: LinkGroup[]; links: LinkContext }) {
  if (groups.length === 1 && groups[0]) return <LinkList group={groups[0]} links={links} />;
  return (
    <div className={styles.subgroups}>
      {groups.map((group) => (
        <div key={group.title}>
          <h3 className={styles.subgroupTitle}>{group.title}</h3>
          <LinkList group={group} links={links} />
        </div>
      ))}
    </div>
  );
}

/**
 * Spec 01 §2.9 site-map footer: the deposit-insurance callout, the link sections (Personal with its
 * Bank, Borrow, Invest and Plan groups; Business; Partners; About; Support), the optional app promo,
 * social icons, the legal row and the copyright.
 *
 * Small screens collapse each section into a native <details>; wider screens show every section
 * open under a heading. The links are in the HTML once: from the md width up, CSS hides the
 * summary, shows the heading, and opens the closed element's content with ::details-content (see
 * Footer.module.scss). Rendered twice, once per width, they were a fifth of every page's markup
 * and of its render time at export. It stays free of JavaScript: it works before (and
 * without) hydration, the browser supplies keyboard operation and the expanded state, and no
 * viewport-dependent state can mismatch between the static HTML and the client.
 */
export function SiteMapFooter({ footer, content, links }: { footer: SiteMapFooterData; content: FooterContent; links: LinkContext }) {
  const { site, linkGroups, sharedFooter } = content;
  const social = sharedFooter.social[footer.social];
  const groupsOf = (keys: string[]) => keys.flatMap((key) => linkGroups[key] ?? []);
  const legal = footer.legalGroup === undefined ? undefined : linkGroups[footer.legalGroup];
  return (
    <footer className={styles.footer}>
      {footer.depositInsurance ? (
        <div className={styles.callout}>
          <div className={styles.calloutInner}>
            <img
              src={footer.depositInsurance.logo.src}
              alt={footer.depositInsurance.logo.decorative ? '' : footer.depositInsurance.logo.alt}
              width={96}
              height={32}
              loading="lazy"
              className={styles.calloutLogo}
            />
            <p className={styles.calloutText}>{footer.depositInsurance.text}</p>
          </div>
        </div>
      ) : null}
      <div className={styles.inner}>
        <nav aria-label="Site map" className={styles.siteMap}>
          {footer.sections.map((section) => {
            const groups = groupsOf(section.groups);
            const wide = groups.length > 1;
            return (
              <div key={section.title} className={wide ? styles.sectionWide : undefined}>
                <h2 className={styles.sectionTitle}>{section.title}</h2>
                <details className={styles.collapsible}>
                  <summary className={styles.summary}>{section.title}</summary>
                  <div className={styles.collapsibleBody}>
                    <SectionLinks groups={groups} links={links} />
                  </div>
                </details>
              </div>
            );
          })}
        </nav>
        <div className={styles.connect}>
          {footer.appPromo ? <AppPromo app={sharedFooter.app} links={links} /> : null}
          {social ? <SocialLinks set={social} links={links} /> : null}
        </div>
        <FooterFinePrint
          site={site}
          links={links}
          legal={legal ? { label: legal.title, links: legal.links.map((link) => ({ url: link.url, text: link.name })) } : undefined}
        />
      </div>
    </footer>
  );
}

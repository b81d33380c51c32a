import type { Metadata } from 'next';
import { PageShell } from '@/components/chrome/PageShell';
import { SmartLink } from '@/components/ui/SmartLink';
import { currentContent, linkContext } from '@/lib/site';
import styles from '@/components/chrome/not-found.module.scss';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** Exported as 404.html: the brand's chrome around a way back, since a static host serves it for any unknown path. */
export default function NotFound() {
  const content = currentContent();
  return (
    <PageShell content={content} route="/404/">
      <section className={`variant-tertiary ${styles.section}`} aria-labelledby="not-found-heading">
        <h1 id="not-found-heading">We can’t find that page</h1>
        <p>The page may have moved, or the address may have a typo.</p>
        <p>
          <SmartLink href={content.site.logo.homeUrl} links={linkContext(content)}>
            Go to the {content.site.name} home page
          </SmartLink>{' '}
          or call us at{' '}
          <a href={`tel:${content.site.phone.tel}`}>{content.site.phone.display}</a>.
        </p>
      </section>
    </PageShell>
  );
}

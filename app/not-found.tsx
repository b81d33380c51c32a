import type { Metadata } from 'next';
import { PageShell } from '@/components/chrome/PageShell';
import { SmartLink } from '@/components/ui/SmartLink';
import { currentContent, linkContext } from '@/lib/site';
import styles from '@/components/chrome/not-found.module.scss';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** The way back: what the 404 page says inside the brand's chrome. */
function WayBack() {
  const content = currentContent();
  return (
    <section className={`variant-tertiary ${styles.section}`} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">We can’t find that page</h1>
      <p>The page may have moved, or the address may have a typo.</p>
      <p>
        <SmartLink href={content.site.logo.homeUrl} links={linkContext(content)}>
          Go to the {content.site.name} home page
        </SmartLink>{' '}
        or call us at <a href={`tel:${content.site.phone.tel}`}>{content.site.phone.display}</a>.
      </p>
    </section>
  );
}

/**
 * Exported as 404.html: the brand's chrome around a way back, since a static host serves it for any unknown path.
 *
 * Next renders this file in two roles. As the page of its /_not-found route (404.html) it gets a page's
 * props (`params`) and draws the whole page. As the root layout's not-found boundary it is rendered
 * without props into the RSC payload of every page, where the header and footer would be a second copy
 * of the page's own (about 50 kB of each page's HTML), though no page ever shows it: every route is
 * exported, links are plain anchors, so an unknown address is a request the host answers with 404.html.
 * There it is the way back alone.
 */
export default function NotFound(props: { params?: Promise<unknown> }) {
  if (props.params === undefined) return <WayBack />;
  const content = currentContent();
  return (
    <PageShell content={content} route="/404/">
      <WayBack />
    </PageShell>
  );
}

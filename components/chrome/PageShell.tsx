import type { ReactNode } from 'react';
import { LazyLinkBehaviour } from '@/components/dialogs/LinkBehaviour.lazy';
import type { BrandContent } from '@/lib/content';
import { linkContext } from '@/lib/site';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { MAIN_CONTENT_ID } from '@/lib/content/element-id-names';

/**
 * Header, main landmark and footer around a page's content; the route drives the active nav item.
 * The link behaviour (tracking parameters, external-link interstitial) is mounted once here.
 */
export function PageShell({ content, route, children }: { content: BrandContent; route: string; children: ReactNode }) {
  const links = linkContext(content);
  return (
    <>
      <Header site={content.site} linkGroups={content.linkGroups} links={links} route={route} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer content={content} links={links} />
      <LazyLinkBehaviour siteName={content.site.name} />
    </>
  );
}

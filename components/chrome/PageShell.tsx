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
      {/*
        The first paint waits until <main> has been parsed (React hoists this link into <head>), so
        the header and the page's sections are never painted half-parsed and then completed: rows
        whose items place each other (the header's bar) would move. Forms held the first paint this
        way until the build put them in place (scripts/lib/reveal-boundaries.ts); without that hold, a
        loaded CI machine once saw the header's menu button move (0.0016). A browser without
        rel=expect paints as before.
      */}
      <link rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" />
      <Header site={content.site} linkGroups={content.linkGroups} links={links} route={route} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer content={content} links={links} />
      <LazyLinkBehaviour siteName={content.site.name} />
    </>
  );
}

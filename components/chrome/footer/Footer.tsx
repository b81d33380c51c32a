import type { LinkContext } from '@/lib/links';
import type { FooterContent } from '@/lib/content';
import { LogoFooter } from './LogoFooter';
import { SiteMapFooter } from './SiteMapFooter';

/**
 * One data-driven footer for every brand (spec 01 §2.9): site.json's footer.type picks the logo
 * footer (regular or marine variant) or the site-map footer; everything else is content.
 */
export function Footer({ content, links }: { content: FooterContent; links: LinkContext }) {
  const { footer } = content.site;
  return footer.type === 'siteMap' ? (
    <SiteMapFooter footer={footer} content={content} links={links} />
  ) : (
    <LogoFooter footer={footer} content={content} links={links} />
  );
}

import type { ReactNode } from 'react';
import { companyHosts, isExternalHref, localiseHref, type TokenTable } from '@/lib/links';

export interface LinkContext {
  tokens: TokenTable;
  /**
   * The origin the brand is deployed at (its resolved siteUrl, e.g. https://www.axosbank.com):
   * absolute links to it are routes of this export. Optional so a context of tokens alone still works.
   */
  siteOrigin?: string;
}

interface SmartLinkProps {
  href: string;
  links: LinkContext;
  children: ReactNode;
  className?: string;
  newTab?: boolean;
  ariaLabel?: string;
  ariaCurrent?: 'page';
}

/**
 * Every content link renders through here: {tokens} become site URLs, routes get the trailing
 * slash the export uses (so no redirect hop), and external links are marked with the ext-link
 * class the tracking-parameter and interstitial behaviours key on.
 */
export function SmartLink({ href, links, children, className, newTab, ariaLabel, ariaCurrent }: SmartLinkProps) {
  const resolved = resolveHref(href, links);
  const external = isExternalHref(resolved, companyHosts(links.tokens));
  const classes = [className, external ? 'ext-link' : undefined].filter(Boolean).join(' ') || undefined;
  const opensNewTab = newTab || external;
  return (
    <a
      href={resolved}
      className={classes}
      aria-label={ariaLabel}
      aria-current={ariaCurrent}
      target={opensNewTab ? '_blank' : undefined}
      rel={opensNewTab ? 'noopener noreferrer' : undefined}
    >
      {children}
    </a>
  );
}

/** The href a content link renders with: tokens resolved, own-site URLs made relative, routes normalised. */
export function resolveHref(href: string, links: LinkContext): string {
  return localiseHref(href, links.tokens, links.siteOrigin);
}

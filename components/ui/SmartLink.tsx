import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { companyHosts, isExternalHref, type LinkContext, localiseHref } from '@/lib/links';

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
  const behaviour = linkBehaviour(resolved, links, newTab);
  const classes = clsx(className, behaviour.className) || undefined;
  // Only the attributes a link has: an attribute passed as undefined renders nothing, but the RSC
  // payload of the page still spells it out ("aria-current":"$undefined"), for every link of the
  // header and footer (about 15 kB of each page's HTML).
  return (
    <a
      href={resolved}
      {...(classes ? { className: classes } : {})}
      {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
      {...(ariaCurrent ? { 'aria-current': ariaCurrent } : {})}
      {...(behaviour.target ? { target: behaviour.target } : {})}
      {...(behaviour.rel ? { rel: behaviour.rel } : {})}
    >
      {children}
    </a>
  );
}

/** The attributes that make a resolved href behave as spec 01 §7 says: see linkBehaviour. */
export interface LinkBehaviour {
  /** 'ext-link' on external links: the interstitial and the tracking parameters key on it. */
  className?: 'ext-link';
  target?: '_blank';
  rel?: 'noopener noreferrer';
}

/**
 * How a link to a resolved href behaves: external links (spec 01 §7: a scheme or //, not mailto: or
 * tel:, not on a company host) get the ext-link class and open in a new tab without opener or
 * referrer, as does a link asked to open in a new tab. Exported for client leaves whose href changes
 * in the browser but whose host does not (the marine loan picker's portal link).
 */
export function linkBehaviour(resolved: string, links: LinkContext, newTab = false): LinkBehaviour {
  const external = isExternalHref(resolved, companyHosts(links.tokens));
  const opensNewTab = newTab || external;
  return {
    ...(external ? { className: 'ext-link' as const } : {}),
    ...(opensNewTab ? { target: '_blank' as const, rel: 'noopener noreferrer' as const } : {}),
  };
}

/** The href a content link renders with: tokens resolved, own-site URLs made relative, routes normalised. */
export function resolveHref(href: string, links: LinkContext): string {
  return localiseHref(href, links.tokens, links.siteOrigin);
}

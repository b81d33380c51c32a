import type { ReactNode } from 'react';
import { companyHosts, internalRoute, isExternalHref, resolveTokens, type TokenTable } from '@/lib/links';

export interface LinkContext {
  tokens: TokenTable;
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

export function resolveHref(href: string, links: LinkContext): string {
  const resolved = resolveTokens(href, links.tokens);
  const route = internalRoute(resolved);
  if (route === null) return resolved;
  // Keep the query and fragment after the normalised route: "/about?x=1#team" -> "/about/?x=1#team".
  const suffixAt = resolved.search(/[?#]/);
  return suffixAt === -1 ? route : `${route}${resolved.slice(suffixAt)}`;
}

import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { companyHosts, isExternalHref, type LinkContext, localiseHref, type TokenTable } from '@/lib/links';

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
  const external = isExternalHref(resolved, remembered(links.tokens).hosts);
  const opensNewTab = newTab || external;
  return {
    ...(external ? { className: 'ext-link' as const } : {}),
    ...(opensNewTab ? { target: '_blank' as const, rel: 'noopener noreferrer' as const } : {}),
  };
}

/** The href a content link renders with: tokens resolved, own-site URLs made relative, routes normalised. */
export function resolveHref(href: string, links: LinkContext): string {
  const { hrefs } = remembered(links.tokens);
  const key = `${links.siteOrigin ?? ''} ${href}`;
  let resolved = hrefs.get(key);
  if (resolved === undefined) {
    resolved = localiseHref(href, links.tokens, links.siteOrigin);
    hrefs.set(key, resolved);
  }
  return resolved;
}

/**
 * The header and footer of every page hold the same hundred-odd links, and resolving and validating
 * each one again (a URL parse or three, the company hosts from every token) was a tenth of a
 * 1,000-page export's page generation (its CPU profile). What a link resolves to depends only on
 * the href, the site origin and the token table, so it is kept per token table: the content's own
 * object, read-only once loaded, which a content reload in `npm run dev` replaces.
 */
const rememberedByTokens = new WeakMap<TokenTable, { hosts: ReadonlySet<string>; hrefs: Map<string, string> }>();

function remembered(tokens: TokenTable): { hosts: ReadonlySet<string>; hrefs: Map<string, string> } {
  let entry = rememberedByTokens.get(tokens);
  if (entry === undefined) {
    entry = { hosts: companyHosts(tokens), hrefs: new Map() };
    rememberedByTokens.set(tokens, entry);
  }
  return entry;
}

/**
 * Link handling of spec 01 §7, as pure functions. Content links may hold {token} placeholders
 * for the company's site URLs; each token can be overridden at build time by an environment
 * variable SITE_URL_<TOKEN_IN_UPPER_SNAKE_CASE> (e.g. {onlineBankingUrl} -> SITE_URL_ONLINE_BANKING_URL),
 * so a staging build can point every link at staging hosts without touching content.
 */

import type { TokenTable } from './types';
import { lookupToken, safeUrl, UnsafeUrlError } from './validate-url';

export type { LinkContext, TokenTable } from './types';

export {
  checkUrl,
  HREF_SCHEMES,
  LINK_SCHEMES,
  LOCAL_BUILD_ENV,
  safeUrl,
  tokenTypo,
  UnsafeUrlError,
  urlOptionsOf,
  type UrlKind,
  type UrlOptions,
} from './validate-url';

const TOKEN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

export function tokenEnvName(token: string): string {
  return `SITE_URL_${token.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

/** The token table with environment overrides applied. */
export function applyTokenOverrides(tokens: TokenTable, env: Readonly<Record<string, string | undefined>>): TokenTable {
  const result: Record<string, string> = {};
  for (const [name, url] of Object.entries(tokens)) {
    const override = env[tokenEnvName(name)]?.trim();
    result[name] = override ? override : url;
  }
  return result;
}

/** The token names an href uses, in order of appearance. */
export function tokensIn(href: string): string[] {
  return [...href.matchAll(TOKEN)].map((match) => match[1] ?? '');
}

export class UnknownTokenError extends Error {}

/**
 * Replaces every {token} with its site URL. A trailing slash of the site URL is dropped when the
 * href continues with a slash, so "{bankUrl}/personal" never becomes "https://host//personal".
 * Tokens are the table's own properties only ({constructor} is unknown, not Object's constructor),
 * and a token may be followed only by /, ? or #: "{bankUrl}@evil.example" would otherwise name
 * evil.example as the host, behind the bank's name as a user name.
 */
export function resolveTokens(href: string, tokens: TokenTable): string {
  return href.replace(TOKEN, (whole, name: string, offset: number) => {
    const url = lookupToken(tokens, name);
    if (url === undefined) throw new UnknownTokenError(`Unknown site URL token {${name}}`);
    const next = href.charAt(offset + whole.length);
    if (next !== '' && !'/?#'.includes(next)) {
      throw new UnsafeUrlError(href, `{${name}} must be followed by /, ? or #, so the URL stays on the host it names`);
    }
    return next === '/' ? url.replace(/\/+$/, '') : url;
  });
}

/**
 * Hosts that belong to the company: links to them are not external (no interstitial).
 * Derived from the token table, so adding a site URL adds its host.
 */
export function companyHosts(tokens: TokenTable): Set<string> {
  const hosts = new Set<string>();
  for (const url of Object.values(tokens)) {
    try {
      hosts.add(new URL(url).hostname.toLowerCase());
    } catch {
      // Token values are validated as URLs when content loads; a malformed override is simply not a company host.
    }
  }
  return hosts;
}

/**
 * Spec 01 §7: a link is external when it has a scheme or starts with a double slash and is not
 * mailto, tel, or an https link on a known company host. Plain http is external even there: the
 * company's sites are https, so an http link to one is not the company's page as the bank serves it.
 */
export function isExternalHref(href: string, hosts: ReadonlySet<string>): boolean {
  const trimmed = href.trim();
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed);
  if (!hasScheme && !trimmed.startsWith('//')) return false;
  if (/^(mailto|tel):/i.test(trimmed)) return false;
  try {
    const url = new URL(trimmed, 'https://relative.invalid');
    return url.protocol !== 'https:' || !hosts.has(url.hostname.toLowerCase());
  } catch {
    return true;
  }
}

/**
 * The route a root-relative href points at, normalised with a trailing slash and without
 * query or fragment ("/about?x=1#team" -> "/about/"); null for anything that is not a route of
 * this site (absolute URLs, tokens, mailto:, tel:, fragments, protocol-relative URLs).
 */
export function internalRoute(href: string): string | null {
  const trimmed = href.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return null;
  const path = trimmed.split(/[?#]/, 1)[0] ?? '/';
  return normaliseRoute(path);
}

/**
 * A link to the brand's own site by absolute URL ("{bankUrl}/personal/bank/cd-accounts" while
 * building AXB, whose siteUrl is {bankUrl}) is a route of this export: the root-relative href with
 * the route normalised and the query and fragment kept ("/personal/bank/cd-accounts/?x=1#rates").
 * Null when the href is not an http(s) or protocol-relative URL on that host. The scheme is not
 * compared: http and https of one host are the same site, and the export serves both from its root.
 */
export function ownSiteHref(href: string, siteOrigin: string | undefined): string | null {
  if (!siteOrigin) return null;
  const trimmed = href.trim();
  if (!/^(https?:)?\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed, siteOrigin);
    if (url.host !== new URL(siteOrigin).host) return null;
    const path = publicFileOf(url.pathname) !== null ? url.pathname : normaliseRoute(url.pathname);
    return `${path}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/**
 * What a content href becomes in the export: {tokens} resolved, the brand's own site made
 * root-relative, and routes written with the trailing slash the export uses (so no redirect hop),
 * keeping the query and fragment: "/about?x=1#team" -> "/about/?x=1#team". A link to a file keeps its path.
 */
export function localiseHref(href: string, tokens: TokenTable, siteOrigin?: string): string {
  // The same validator as the content check: nothing it refuses can reach an href, even if a
  // caller skipped the check. SmartLink renders Markdown links too, so the schemes are those of
  // either (spec 01 §7); the content check holds each field to its own list.
  const resolved = safeUrl(href, 'renderedLink', tokens);
  const local = ownSiteHref(resolved, siteOrigin) ?? resolved;
  // A file under public/ ("/documents/fees.pdf") is served as written, never as a route.
  if (publicFileOf(local) !== null) return local;
  const route = internalRoute(local);
  if (route === null) return local;
  const suffixAt = local.search(/[?#]/);
  return suffixAt === -1 ? route : `${route}${local.slice(suffixAt)}`;
}

/** "/a/b" and "/a/b/" are the same route; routes are stored with one trailing slash. */
export function normaliseRoute(path: string): string {
  const collapsed = `/${path.split('/').filter(Boolean).join('/')}`;
  return collapsed === '/' ? '/' : `${collapsed}/`;
}

/**
 * The public/ path a root-relative link to a file names ("/documents/fees.pdf" -> "documents/fees.pdf"),
 * else null. Such a link is not a route: it keeps its path as written (no trailing slash).
 */
export function publicFileOf(href: string): string | null {
  const pathname = href.trim().split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return null;
  return /\/[^/]+\.[A-Za-z0-9]{2,5}$/.test(pathname) ? pathname.slice(1) : null;
}

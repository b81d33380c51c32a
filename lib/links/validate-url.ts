/**
 * The one URL validator (ARCHITECTURE.md, Links; spec 01 §7). Every URL that comes from content or
 * the environment passes through checkUrl before it can reach an href, a fetch or a frame: links,
 * lead-form endpoints, calculator frame addresses, image sources, the brand's siteUrl and the
 * site URL tokens themselves (with their SITE_URL_* overrides). The content check and the build
 * run the same function, so nothing the check accepts can be refused later, and the reverse.
 *
 * Decisions are made on the string as a browser would parse it (the WHATWG URL parser), never on
 * a regular expression over the raw text: "JaVaScRiPt:", " javascript:" or "java\tscript:" are
 * the same scheme to a browser, and must be to the check.
 */
import { ENDPOINT_RULE, isEndpointUrl, leadingToken, TOKEN_NAME } from './endpoint';
import type { TokenTable } from './types';

/**
 * What a URL is used for, which decides the schemes it may have:
 * - link: an href (http, https, mailto, tel, or a route of this site);
 * - markdownLink: a link in Markdown: spec 01 §7 keeps http, https, irc, ircs, mailto and xmpp (react-markdown's own
 *   list, so what the check accepts is what renders) and routes of this site;
 * - renderedLink: what a rendered href may be when the renderer cannot tell a field from Markdown: either list;
 * - endpoint, frame: where a form sends or what a frame loads: https, or http on this machine;
 * - secureLink: a link that carries what a visitor chose (the marine picker's loan portal): https, http on this
 *   machine, or a route of this site;
 * - script: a third-party player script: https only (which hosts, lib/video/hosts.ts decides);
 * - image: a file under public/ ("/images/a.svg") or an https URL;
 * - siteUrl: where a brand is deployed: a {token}, or an https URL on a company host;
 * - tokenValue: a site URL token's value (content/shared/site-urls.json or SITE_URL_*): http(s), no query or fragment.
 */
export type UrlKind = 'link' | 'markdownLink' | 'renderedLink' | 'endpoint' | 'frame' | 'secureLink' | 'script' | 'image' | 'siteUrl' | 'tokenValue';

export type UrlVerdict =
  | {
      ok: true;
      /** The URL with its {token} resolved. */
      url: string;
      /** The token the URL starts with, if any. */
      token?: string;
    }
  | { ok: false; message: string };

export const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;
export const MARKDOWN_SCHEMES = ['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:'] as const;
/** Every scheme an href on the site can have: a link field's or a Markdown link's. */
export const HREF_SCHEMES: readonly string[] = [...new Set<string>([...LINK_SCHEMES, ...MARKDOWN_SCHEMES])];

const TOKEN = new RegExp(`\\{(${TOKEN_NAME})\\}`, 'g');

/** A site URL token's value; undefined unless the table has it as its own property ({constructor} is not a token). */
export function lookupToken(tokens: TokenTable, name: string): string | undefined {
  return Object.hasOwn(tokens, name) ? tokens[name] : undefined;
}

/**
 * Characters a reader cannot see but a browser or a terminal acts on: C0 controls (tab, newline
 * and carriage return only where the caller allows them), DEL, C1 controls, and the Unicode
 * direction overrides and isolates that make text display in another order than it is stored.
 */
const INVISIBLE = /[\u0000-\u001F\u007F-\u009F\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;
/**
 * What a URL must not hold besides: any format character (zero-width joiners, soft hyphens) or
 * space other than the ASCII one. A link with U+200B in it looks right and leads nowhere.
 */
const URL_INVISIBLE = /[\p{Cf}\p{Zs}\u2028\u2029]/u;
const INVISIBLE_NAMES: Record<number, string> = {
  0x09: 'TAB',
  0x0a: 'LINE FEED',
  0x0d: 'CARRIAGE RETURN',
  0xa0: 'NO-BREAK SPACE',
  0xad: 'SOFT HYPHEN',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0x2060: 'WORD JOINER',
  0xfeff: 'BYTE ORDER MARK',
};

/** "U+200B" for a character: how a message shows one that cannot be seen. */
export function codePointName(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** "U+202E RIGHT-TO-LEFT OVERRIDE" for the first invisible character of text, else undefined. */
export function invisibleCharacter(text: string, allowed: readonly string[] = [], pattern: RegExp = INVISIBLE): string | undefined {
  for (const char of text) {
    if (allowed.includes(char) || !pattern.test(char)) continue;
    const code = char.codePointAt(0) ?? 0;
    const name = INVISIBLE_NAMES[code] ?? (code < 0xa0 ? 'CONTROL CHARACTER' : 'FORMAT OR SPACE CHARACTER');
    return `${codePointName(char)} ${name}`;
  }
  return undefined;
}

/**
 * Text with every invisible character (of text or of a URL) written as U+XXXX, so a message shows
 * what is there; `kept` are shown as they are (a message keeps its spaces and line breaks, a lead
 * printed on one line per field only its spaces).
 */
export function showInvisible(text: string, kept: readonly string[] = [' ', '\n']): string {
  let out = '';
  for (const char of text) out += !kept.includes(char) && (INVISIBLE.test(char) || URL_INVISIBLE.test(char)) ? codePointName(char) : char;
  return out;
}

/**
 * Token look-alikes that would pass through as literal text: "{ loanPaymentUrl }",
 * "{{loanPaymentUrl}}", "${loanPaymentUrl}" and the percent-encoded "%7BloanPaymentUrl%7D".
 */
const TOKEN_TYPOS: readonly RegExp[] = [
  /\$\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}/,
  /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/,
  /\{\s+([A-Za-z][A-Za-z0-9]*)\s*\}|\{\s*([A-Za-z][A-Za-z0-9]*)\s+\}/,
  /%7B([A-Za-z][A-Za-z0-9]*)%7D/i,
];

/** The message for a token written wrongly in text, or undefined. Only names that look like site URL tokens count. */
export function tokenTypo(text: string, tokens: TokenTable): string | undefined {
  for (const pattern of TOKEN_TYPOS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const name = match[1] ?? match[2] ?? '';
    if (lookupToken(tokens, name) === undefined && !/Url$/.test(name)) continue;
    return `"${match[0]}" is not a site URL token: write {${name}} (braces, no spaces)`;
  }
  return undefined;
}

function fail(message: string): UrlVerdict {
  return { ok: false, message };
}

function schemesFor(kind: UrlKind): readonly string[] {
  if (kind === 'link') return LINK_SCHEMES;
  if (kind === 'markdownLink') return MARKDOWN_SCHEMES;
  if (kind === 'renderedLink') return HREF_SCHEMES;
  if (kind === 'script') return ['https:'];
  return ['https:', 'http:'];
}

function describeSchemes(kind: UrlKind): string {
  switch (kind) {
    case 'link':
      return 'a link may be http(s)://, mailto:, tel: or a route of this site starting with /';
    case 'markdownLink':
      return 'a Markdown link may be http(s)://, mailto:, irc(s)://, xmpp: or a route of this site starting with /';
    case 'renderedLink':
      return `an href may be ${HREF_SCHEMES.join(' ')} or a route of this site starting with /`;
    case 'endpoint':
    case 'frame':
      return ENDPOINT_RULE;
    case 'secureLink':
      return 'use https:// (http:// only for localhost or 127.0.0.1), a {token} site URL or a route of this site';
    case 'script':
      return 'a player script is an https:// URL';
    case 'image':
      return 'an image is a file under public/ starting with / (e.g. /images/hero.svg) or an https:// URL';
    case 'siteUrl':
      return 'a siteUrl is a {token} site URL or an https:// URL on a company host';
    case 'tokenValue':
      return 'a site URL is http:// or https://';
  }
}

/** Resolves a leading {token}; a token anywhere else is refused by the caller. */
function resolveLeadingToken(raw: string, tokens: TokenTable): { url: string; token?: string } | { message: string } {
  const name = leadingToken(raw);
  if (name === undefined) return { url: raw };
  const value = lookupToken(tokens, name);
  if (value === undefined) return { message: `Unknown site URL token {${name}}; known tokens are listed in content/shared/site-urls.json` };
  const rest = raw.slice(name.length + 2);
  // The token names a host; only a path, a query or a fragment may follow it. Anything else
  // ("@evil.example", ".evil.example", ":8080") would let the text after the token pick another host.
  if (rest !== '' && !/^[/?#]/.test(rest)) {
    return {
      message: `{${name}} must be followed by /, ? or # (not "${rest.slice(0, 20)}"), so the URL stays on ${hostOf(value) ?? 'the host the token names'}`,
    };
  }
  const url = rest.startsWith('/') ? value.replace(/\/+$/, '') + rest : value + rest;
  return { url, token: name };
}

function hostOf(url: string): string | undefined {
  return URL.canParse(url) ? new URL(url).host : undefined;
}

/**
 * Checks one URL from content or the environment; on success gives it with its {token} resolved.
 * `companyHosts` (the hosts of the tokens) is needed only for siteUrl.
 */
export function checkUrl(raw: string, kind: UrlKind, tokens: TokenTable, companyHosts: ReadonlySet<string> = new Set()): UrlVerdict {
  if (raw.trim() === '') return fail('Must not be empty');
  const invisible = invisibleCharacter(raw) ?? invisibleCharacter(raw, [' '], URL_INVISIBLE);
  if (invisible) return fail(`Contains an invisible ${invisible}; delete it`);
  if (raw !== raw.trim()) return fail('Starts or ends with a space; delete it');
  if (raw.includes('\\')) return fail('Contains a backslash: browsers read it as / (write / instead)');
  const typo = tokenTypo(raw, tokens);
  if (typo) return fail(typo);
  // A browser sends "home page" as "home%20page": the link works, but not as written (a tracking
  // parameter arrives as another value). Only a tel: number may be spaced.
  if (raw.includes(' ') && !/^tel:/i.test(raw)) return fail(`Contains a space ("${raw.slice(0, raw.indexOf(' ') + 1)}…"): write %20 instead`);

  const tokenMatches = [...raw.matchAll(TOKEN)];
  const misplaced = tokenMatches.find((match) => match.index !== 0);
  if (misplaced) return fail(`A {token} may only start a URL; {${misplaced[1] ?? ''}} is in the middle`);
  if (/[{}]/.test(raw.replace(TOKEN, ''))) return fail('Has a { or } that is not part of a {token}');
  if (kind === 'tokenValue' && tokenMatches.length > 0) return fail('A site URL cannot use another {token}');

  const resolved = resolveLeadingToken(raw, tokens);
  if ('message' in resolved) return fail(resolved.message);
  const { url, token } = resolved;
  // Whatever the token held (an override included) is checked again as the URL it became.
  if (token !== undefined && /[\\\u0000-\u0020\u007F]/.test(url)) return fail(`{${token}} holds a URL with spaces or control characters`);

  if (URL.canParse(url)) {
    const parsed = new URL(url);
    if (!schemesFor(kind).includes(parsed.protocol)) {
      return fail(`The scheme "${parsed.protocol}" is not allowed: ${describeSchemes(kind)}`);
    }
    if (parsed.username !== '' || parsed.password !== '' || /^[a-z]+:\/\/[^/?#]*@/i.test(url)) {
      return fail(`Has a user name before "@" (${parsed.host} would be the real host): remove everything up to the @`);
    }
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') {
      if (parsed.hostname === '') return fail('Has no host name');
      if (token !== undefined) {
        const promised = hostOf(lookupToken(tokens, token) ?? '');
        if (parsed.host !== promised) return fail(`Resolves to host ${parsed.host}, not ${promised ?? '?'} that {${token}} names`);
      }
    }
    // "https:/host" and "https:host" parse as https://host, but are typos the next reader copies.
    if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && !/^https?:\/\/[^/]/i.test(url)) {
      return fail(`"${url}" needs two slashes after the scheme: write ${parsed.href}`);
    }
    if ((kind === 'endpoint' || kind === 'frame' || kind === 'secureLink') && parsed.protocol === 'http:' && !isEndpointUrl(url)) {
      return fail(`http:// is allowed only for localhost or 127.0.0.1: use https:// or a {token} site URL`);
    }
    if (kind === 'image' && parsed.protocol !== 'https:') return fail(`The scheme "${parsed.protocol}" is not allowed: ${describeSchemes(kind)}`);
    if (kind === 'tokenValue' && (parsed.search !== '' || parsed.hash !== '')) {
      return fail('A site URL has no query or fragment: paths are appended to it');
    }
    if (kind === 'siteUrl') {
      if (token === undefined && (parsed.protocol !== 'https:' || !companyHosts.has(parsed.hostname.toLowerCase()))) {
        return fail(`"${url}" is not a company site: ${describeSchemes(kind)}`);
      }
      if (parsed.search !== '' || parsed.hash !== '') return fail('A siteUrl has no query or fragment');
      // Canonical URLs and the sitemap are written from the domain root: a path would name pages that are not there.
      if (parsed.pathname !== '/') {
        return fail(`A siteUrl is the domain root (${parsed.origin}), without a path: the export is served at the root of its domain, and canonical URLs and the sitemap are written from it`);
      }
    }
    if (parsed.protocol === 'mailto:' && !/^mailto:[^@\s]+@[^@\s]+/i.test(url)) return fail('A mailto: link needs an address: mailto:name@example.com');
    if (parsed.protocol === 'tel:' && !/^tel:\+?[0-9][0-9().\- ]*$/i.test(url)) return fail('A tel: link is digits only: tel:18885022967');
    return token === undefined ? { ok: true, url } : { ok: true, url, token };
  }

  // Not an absolute URL: only a path of this site may be relative.
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return fail(`"${url}" is not a valid URL: ${describeSchemes(kind)}`);
  if (kind === 'endpoint' || kind === 'frame' || kind === 'script' || kind === 'siteUrl' || kind === 'tokenValue') {
    return fail(`"${url}" is not an absolute URL: ${describeSchemes(kind)}`);
  }
  if (url.startsWith('//')) return fail(`"${url}" has no scheme: write https:${url}`);
  if (url.startsWith('/')) return { ok: true, url };
  if (url.startsWith('#') && kind !== 'image') return { ok: true, url };
  // "www.example.com/x" is a host written without its scheme, not a route named www.example.com.
  if (/^(?:www\.|[a-z0-9-]+\.(?:com|net|org|gov|edu|io|us)(?:[/?#]|$))/i.test(url)) return fail(`"${url}" has no scheme: write https://${url}`);
  return fail(`"${url}" does not start with /: a route of this site is written /${url.replace(/^\.?\/*/, '')}`);
}

export class UnsafeUrlError extends Error {
  constructor(
    readonly url: string,
    readonly problem: string,
  ) {
    super(`${JSON.stringify(url)}: ${problem}`);
    this.name = 'UnsafeUrlError';
  }
}

/** checkUrl for render time: the resolved URL, or an UnsafeUrlError that names the URL and the problem. */
export function safeUrl(raw: string, kind: UrlKind, tokens: TokenTable, companyHosts?: ReadonlySet<string>): string {
  const verdict = checkUrl(raw, kind, tokens, companyHosts);
  if (!verdict.ok) throw new UnsafeUrlError(raw, verdict.message);
  return verdict.url;
}

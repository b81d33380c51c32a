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
import { hostRefusal, type HostPurpose } from './allowed-hosts';
import { ENDPOINT_RULE, isLocalHost, leadingToken, TOKEN_NAME } from './endpoint';
import type { TokenTable } from './types';

/**
 * What a URL is used for, which decides the schemes it may have:
 * - link: an href (http, https, mailto, tel, or a route of this site);
 * - markdownLink: a link in Markdown: spec 01 §7 keeps http, https, irc, ircs, mailto and xmpp (react-markdown's own
 *   list, so what the check accepts is what renders) and routes of this site;
 * - renderedLink: what a rendered href may be when the renderer cannot tell a field from Markdown: either list;
 * - endpoint, frame: where a form sends or what a frame loads: https, or http on this machine;
 * - forward: where the lead relay forwards a form's leads (the browser never calls it, so no page's
 *   policy names it): as an endpoint, on the lead endpoints' list;
 * - secureLink: a link that carries what a visitor chose (the marine picker's loan portal): https, http on this
 *   machine, or a route of this site;
 * - script: a third-party player script: https only;
 * - image: a file under public/ ("/images/a.svg") or an https URL;
 * - login: an entry of the Sign In menu: https only;
 * - absoluteLink: an https URL that leaves the page without an href the visitor sees (the address a QR code encodes);
 * - siteUrl: where a brand is deployed: a {token}, or an https URL on a company host;
 * - tokenValue: a site URL token's value (content/shared/site-urls.json or SITE_URL_*): https, no query or fragment.
 *
 * Every http(s) URL is https, on a named host (no bare IP address, nothing loopback or private); the one
 * exception is the local lead receiver of `npm run build -- --local-leads` (UrlOptions.local), reached
 * over http on this machine by endpoints, frames, secure links and token values.
 * An absolute URL of an endpoint, frame, image, player script or login must also be on its purpose's
 * list of approved hosts (lib/links/allowed-hosts.ts, HOST_PURPOSE).
 */
export type UrlKind =
  | 'link'
  | 'markdownLink'
  | 'renderedLink'
  | 'endpoint'
  | 'forward'
  | 'frame'
  | 'secureLink'
  | 'script'
  | 'image'
  | 'login'
  | 'absoluteLink'
  | 'siteUrl'
  | 'tokenValue';

/** Which list of approved hosts an absolute URL of a kind must be on; the other kinds may point anywhere (external links open the interstitial). */
const HOST_PURPOSE: Partial<Record<UrlKind, HostPurpose>> = {
  endpoint: 'leadEndpoints',
  forward: 'leadEndpoints',
  frame: 'frames',
  image: 'images',
  script: 'video',
  login: 'logins',
};

export interface UrlOptions {
  /**
   * A build for this machine (`npm run build -- --local-leads`, which `npm start` and `npm test` use):
   * endpoints, frames, secure links and token values may then be http on localhost, 127.0.0.1 or [::1].
   * Never set for a production build.
   */
  local?: boolean;
}

/** The kinds that may reach the local lead receiver in a local build. */
const LOCAL_KINDS: readonly UrlKind[] = ['endpoint', 'forward', 'frame', 'secureLink', 'tokenValue'];

/** The environment variable the build sets with `--local-leads` (and only then): see scripts/build.ts. */
export const LOCAL_BUILD_ENV = 'LOCAL_LEADS_BUILD';

/** The URL options of a build's environment: local only when the build's own switch set LOCAL_BUILD_ENV. */
export function urlOptionsOf(env: Readonly<Record<string, string | undefined>>): UrlOptions {
  return { local: env[LOCAL_BUILD_ENV] === '1' };
}

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
const MARKDOWN_SCHEMES = ['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:'] as const;
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
// eslint-disable-next-line no-control-regex -- control characters are among the invisible ones it finds
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
  if (kind === 'script' || kind === 'login' || kind === 'absoluteLink') return ['https:'];
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
    case 'forward':
    case 'frame':
      return ENDPOINT_RULE;
    case 'secureLink':
      return 'use https://, a {token} site URL or a route of this site (http:// only for the local lead receiver on localhost or 127.0.0.1, in `npm run build -- --local-leads`)';
    case 'script':
      return 'a player script is an https:// URL';
    case 'login':
      return 'a login site is an https:// URL or a {token} site URL';
    case 'absoluteLink':
      return 'use an https:// URL or a {token} site URL';
    case 'image':
      return 'an image is a file under public/ starting with / (e.g. /images/hero.svg) or an https:// URL';
    case 'siteUrl':
      return 'a siteUrl is a {token} site URL or an https:// URL on a company host';
    case 'tokenValue':
      return 'a site URL is https://';
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
 * `companyHosts` (the hosts of the tokens) is needed only for siteUrl. In three steps: the text as
 * written, its {token} resolved, then the URL it became, absolute or a path of this site.
 */
export function checkUrl(raw: string, kind: UrlKind, tokens: TokenTable, companyHosts: ReadonlySet<string> = new Set(), options: UrlOptions = {}): UrlVerdict {
  const written = writtenProblem(raw, kind, tokens);
  if (written) return fail(written);
  const resolved = resolveLeadingToken(raw, tokens);
  if ('message' in resolved) return fail(resolved.message);
  const { url, token } = resolved;
  // Whatever the token held (an override included) is checked again as the URL it became.
  // eslint-disable-next-line no-control-regex -- a URL with a control character in it is what it refuses
  if (token !== undefined && /[\\\u0000-\u0020\u007F]/.test(url)) return fail(`{${token}} holds a URL with spaces or control characters`);
  if (!URL.canParse(url)) return relativeVerdict(url, kind);
  const problem = absoluteProblem(url, new URL(url), kind, token, tokens, companyHosts, options);
  if (problem) return fail(problem);
  return token === undefined ? { ok: true, url } : { ok: true, url, token };
}

/** What is wrong with a URL as written, before its {token} is resolved: spaces, invisible characters, misplaced braces. */
function writtenProblem(raw: string, kind: UrlKind, tokens: TokenTable): string | undefined {
  if (raw.trim() === '') return 'Must not be empty';
  const invisible = invisibleCharacter(raw) ?? invisibleCharacter(raw, [' '], URL_INVISIBLE);
  if (invisible) return `Contains an invisible ${invisible}; delete it`;
  if (raw !== raw.trim()) return 'Starts or ends with a space; delete it';
  if (raw.includes('\\')) return 'Contains a backslash: browsers read it as / (write / instead)';
  const typo = tokenTypo(raw, tokens);
  if (typo) return typo;
  // A browser sends "home page" as "home%20page": the link works, but not as written (a tracking
  // parameter arrives as another value). Only a tel: number may be spaced.
  if (raw.includes(' ') && !/^tel:/i.test(raw)) return `Contains a space ("${raw.slice(0, raw.indexOf(' ') + 1)}…"): write %20 instead`;
  const tokenMatches = [...raw.matchAll(TOKEN)];
  const misplaced = tokenMatches.find((match) => match.index !== 0);
  if (misplaced) return `A {token} may only start a URL; {${misplaced[1] ?? ''}} is in the middle`;
  if (/[{}]/.test(raw.replace(TOKEN, ''))) return 'Has a { or } that is not part of a {token}';
  if (kind === 'tokenValue' && tokenMatches.length > 0) return 'A site URL cannot use another {token}';
  return undefined;
}

/** What is wrong with an absolute URL (after its {token} was resolved) for its kind, if anything. */
function absoluteProblem(
  url: string,
  parsed: URL,
  kind: UrlKind,
  token: string | undefined,
  tokens: TokenTable,
  companyHosts: ReadonlySet<string>,
  options: UrlOptions,
): string | undefined {
  if (!schemesFor(kind).includes(parsed.protocol)) return `The scheme "${parsed.protocol}" is not allowed: ${describeSchemes(kind)}`;
  if (parsed.username !== '' || parsed.password !== '' || /^[a-z]+:\/\/[^/?#]*@/i.test(url)) {
    return `Has a user name before "@" (${parsed.host} would be the real host): remove everything up to the @`;
  }
  const web = parsed.protocol === 'http:' || parsed.protocol === 'https:';
  if (web) {
    if (parsed.hostname === '') return 'Has no host name';
    if (token !== undefined) {
      const promised = hostOf(lookupToken(tokens, token) ?? '');
      if (parsed.host !== promised) return `Resolves to host ${parsed.host}, not ${promised ?? '?'} that {${token}} names`;
    }
    // "https:/host" and "https:host" parse as https://host, but are typos the next reader copies.
    if (!/^https?:\/\/[^/]/i.test(url)) return `"${url}" needs two slashes after the scheme: write ${parsed.href}`;
  }
  if (kind === 'tokenValue' && (parsed.search !== '' || parsed.hash !== '')) return 'A site URL has no query or fragment: paths are appended to it';
  if (kind === 'siteUrl' && token === undefined && (parsed.protocol !== 'https:' || !companyHosts.has(parsed.hostname.toLowerCase()))) {
    return `"${url}" is not a company site: ${describeSchemes(kind)}`;
  }
  const webProblemFound = web ? webProblem(parsed, kind, options) : undefined;
  if (webProblemFound) return webProblemFound;
  if (kind === 'siteUrl') {
    if (parsed.search !== '' || parsed.hash !== '') return 'A siteUrl has no query or fragment';
    // Canonical URLs and the sitemap are written from the domain root: a path would name pages that are not there.
    if (parsed.pathname !== '/') {
      return `A siteUrl is the domain root (${parsed.origin}), without a path: the export is served at the root of its domain, and canonical URLs and the sitemap are written from it`;
    }
  }
  if (parsed.protocol === 'mailto:') return mailtoProblem(url);
  if (parsed.protocol === 'tel:' && !/^tel:\+?[0-9][0-9().\- ]*$/i.test(url)) return 'A tel: link is digits only: tel:18885022967';
  return undefined;
}

/** A URL that is not absolute: only a path of this site may be relative. */
function relativeVerdict(url: string, kind: UrlKind): UrlVerdict {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return fail(`"${url}" is not a valid URL: ${describeSchemes(kind)}`);
  if (
    kind === 'endpoint' ||
    kind === 'forward' ||
    kind === 'frame' ||
    kind === 'script' ||
    kind === 'login' ||
    kind === 'absoluteLink' ||
    kind === 'siteUrl' ||
    kind === 'tokenValue'
  ) {
    return fail(`"${url}" is not an absolute URL: ${describeSchemes(kind)}`);
  }
  if (url.startsWith('//')) return fail(`"${url}" has no scheme: write https:${url}`);
  if (url.startsWith('/')) return { ok: true, url };
  if (url.startsWith('#') && kind !== 'image') return { ok: true, url };
  // "www.example.com/x" is a host written without its scheme, not a route named www.example.com.
  if (/^(?:www\.|[a-z0-9-]+\.(?:com|net|org|gov|edu|io|us)(?:[/?#]|$))/i.test(url)) return fail(`"${url}" has no scheme: write https://${url}`);
  return fail(`"${url}" does not start with /: a route of this site is written /${url.replace(/^\.?\/*/, '')}`);
}

/** The four numbers of a dotted IPv4 host (the URL parser writes every IPv4 form, 0x7f.1 or 2130706433, dotted). */
function ipv4Of(host: string): number[] | undefined {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return match ? match.slice(1).map(Number) : undefined;
}

/** Whether a host is the machine the page runs on, a private network, or any other bare IP address; undefined for a host name. */
function addressKind(host: string): 'loopback' | 'private' | 'ip' | undefined {
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
  const v4 = ipv4Of(host);
  if (v4) {
    const [a = 0, b = 0] = v4;
    if (a === 127 || a === 0) return 'loopback';
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)) return 'private';
    return 'ip';
  }
  if (host.startsWith('[')) {
    const v6 = host.slice(1, -1).toLowerCase();
    if (v6 === '::1' || v6 === '::') return 'loopback';
    // fc00::/7 (unique local) and fe80::/10 (link-local).
    if (/^f[cd][0-9a-f]{0,2}:/.test(v6) || /^fe[89ab][0-9a-f]?:/.test(v6)) return 'private';
    return 'ip';
  }
  return undefined;
}

/**
 * What is wrong with an http(s) URL for a kind beyond its scheme: plain http, a host that is an
 * address rather than a name, a host not on its purpose's list. The local lead receiver of a local
 * build is the one http URL on this machine that passes.
 */
function webProblem(parsed: URL, kind: UrlKind, options: UrlOptions): string | undefined {
  const host = parsed.hostname.toLowerCase();
  if (options.local === true && LOCAL_KINDS.includes(kind) && isLocalHost(host)) return undefined;
  const address = addressKind(host);
  if (address === 'loopback') {
    return LOCAL_KINDS.includes(kind)
      ? `${host} is this machine: only the local lead receiver of \`npm run build -- --local-leads\` (npm start, npm test) is reached there; a production build needs the https:// address of the real endpoint`
      : `${host} is the visitor's own machine (a loopback address): use the https:// host name of the site`;
  }
  if (address === 'private')
    return `${host} is a private network address (10/8, 172.16/12, 192.168/16, 169.254/16, fc00::/7): visitors cannot reach it; use the https:// host name of the site`;
  if (address === 'ip') return `${host} is a bare IP address: use the https:// host name of the site`;
  // A host that is not approved is the first thing to fix: https to it would be refused all the same.
  const purpose = HOST_PURPOSE[kind];
  const refusal = purpose ? hostRefusal(host, purpose) : undefined;
  if (refusal) return refusal;
  if (parsed.protocol === 'http:') {
    const https = `https://${parsed.href.slice('http://'.length)}`;
    if (options.local === true && LOCAL_KINDS.includes(kind))
      return `http:// is allowed only for the local lead receiver (localhost or 127.0.0.1): use ${https}`;
    return `Plain http:// is not allowed: use ${https}`;
  }
  return undefined;
}

/** The headers a mailto: link may carry: a subject names the topic; anything else changes who gets the message or what it says. */
const MAILTO_HEADERS = ['subject'];

/** Why a mailto: link is refused: no address, several recipients, or a header that copies the message out or writes it. */
function mailtoProblem(url: string): string | undefined {
  if (!/^mailto:[^@\s]+@[^@\s]+/i.test(url)) return 'A mailto: link needs an address: mailto:name@example.com';
  const [address = '', query = ''] = url.slice('mailto:'.length).split('?', 2);
  if (/[,;]|%2C|%3B/i.test(address)) return `A mailto: link names one address, not several ("${address}"): every visitor's message would go to all of them`;
  for (const [name, value] of new URLSearchParams(query)) {
    const header = name.toLowerCase();
    if (MAILTO_HEADERS.includes(header)) continue;
    if (header === 'cc' || header === 'bcc' || header === 'to') {
      return `A mailto: link must not add recipients: ${name}=${value} would copy every visitor's message to ${value || 'another address'}; remove it`;
    }
    if (header === 'body') return `A mailto: link must not write the message (body=): the visitor writes their own; remove it (subject= may stay)`;
    return `A mailto: link may carry only subject=, not ${name}=`;
  }
  return undefined;
}

/** The digits of a phone number as written ("1-888-502-2967", "tel:+18885022967"). */
function phoneDigits(text: string): string {
  return text.replace(/[^0-9]/g, '');
}

/** A phone number written in text ("Call 1-844-999-2967"), else undefined. */
function phoneNumberIn(text: string): string | undefined {
  return /\+?\(?\d[\d\s().-]{8,}\d/.exec(text)?.[0];
}

/**
 * Why a dial number (tel: link or digits) does not call the number a visitor reads beside it; undefined
 * when they agree or the text shows no number. A North American number may be shown without its country code 1.
 */
export function telDisplayProblem(tel: string, display: string): string | undefined {
  const shown = phoneNumberIn(display);
  if (shown === undefined) return undefined;
  const dialled = phoneDigits(tel);
  const read = phoneDigits(shown);
  if (dialled === read || dialled === `1${read}`) return undefined;
  return `Dials ${dialled} but shows ${shown.trim()}: a visitor who reads the number and one who taps it would call different numbers`;
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
export function safeUrl(raw: string, kind: UrlKind, tokens: TokenTable, companyHosts?: ReadonlySet<string>, options?: UrlOptions): string {
  const verdict = checkUrl(raw, kind, tokens, companyHosts, options);
  if (!verdict.ok) throw new UnsafeUrlError(raw, verdict.message);
  return verdict.url;
}

/**
 * The per-page Content-Security-Policy of an exported page, from its HTML and what its content
 * talks to (PageFacts, see page-facts.ts). Pure: no file or network access, so it is tested with
 * tables. A static export can carry no nonce (that needs a server per request), so every inline
 * <script> and <style> the page has is allowed by its sha256 hash, and nothing else inline runs.
 *
 * The policy starts from default-src 'none' and names each kind of resource the page loads:
 * - script-src 'self' plus the hashes (and the origin of a third-party video player script);
 * - style-src 'self' plus the hashes (style="" attributes would need 'unsafe-hashes': the blocks
 *   render none, and policyProblems reports one if it comes back);
 * - img-src 'self' plus the image hosts of the page (data: only when the page uses a data: image);
 * - connect-src, frame-src: only the endpoints and frames of that page's content;
 * - form-action 'self', base-uri 'self', object-src 'none' (SITE_DIRECTIVES); frame-ancestors 'none'
 *   in the header only (a <meta> policy cannot carry it).
 *
 * The header of every page carries PAGE_HEADER_POLICY, the same for all pages, so `_headers` does not
 * grow with them (headers-file.ts): the browser enforces it beside the page's meta policy, a
 * resource must pass both, so the header names only directives each meta holds with the same sources
 * (headerNarrowings checks it) plus frame-ancestors. Every file that is not a page gets FILE_POLICY.
 */
import { createHash } from 'node:crypto';
import { ALLOWED_HOSTS, type HostPurpose, hostRefusal, PURPOSE_NAMES } from '../../lib/links/allowed-hosts';
import { isLocalHost } from '../../lib/links/endpoint';

/** What a page's content makes it load besides its own files, as origins (https://host[:port]). */
export interface PageFacts {
  /** Lead endpoints, email checks, the form services: fetch() targets. */
  connect: readonly string[];
  /** Calculator frames and video players. */
  frames: readonly string[];
  /** Image hosts: thumbnails, absolute image URLs in content. */
  images: readonly string[];
  /** Third-party scripts the page loads on demand (a video player's embed script). */
  scripts: readonly string[];
}

export const NO_FACTS: PageFacts = { connect: [], frames: [], images: [], scripts: [] };

export type Directives = ReadonlyMap<string, readonly string[]>;

/** The base64 sha256 of a text, as a CSP source: 'sha256-…'. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Script types the browser runs (a JSON data block or a template is never executed, so needs no hash). */
function isExecutableScript(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === '' || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
}

/** The text of every inline <script> the browser runs, in document order. */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || !isExecutableScript(attributes)) continue;
    found.push(match[2] ?? '');
  }
  return found;
}

/** The text of every inline <style>, in document order. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => match[1] ?? '');
}

/** The values of style="" attributes: a strict policy refuses them, so the build reports them. */
function styleAttributes(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<[a-z][a-z0-9-]*\b[^>]*>/gi)) {
    const value = /\sstyle\s*=\s*"([^"]*)"/i.exec(tag[0])?.[1] ?? /\sstyle\s*=\s*'([^']*)'/i.exec(tag[0])?.[1];
    if (value !== undefined) found.push(value);
  }
  return found;
}

/** Inline event handler attributes (onclick=""): a strict policy refuses them too. */
function eventHandlerAttributes(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<[a-z][a-z0-9-]*\b[^>]*>/gi)) {
    for (const attribute of tag[0].matchAll(/\s(on[a-z]+)\s*=/gi)) found.push(attribute[1] ?? '');
  }
  return found;
}

function originOf(url: string, base = 'https://self.invalid'): string | undefined {
  try {
    const parsed = new URL(url, base);
    if (parsed.protocol === 'data:') return 'data:';
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    return parsed.origin === base ? undefined : parsed.origin;
  } catch {
    return undefined;
  }
}

function decodeAttribute(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}

/** Image origins the HTML names itself: <img src/srcset>, <source srcset>, image preloads. undefined = same origin. */
export function htmlImageOrigins(html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.matchAll(/<(img|source|link)\b[^>]*>/gi)) {
    const text = tag[0];
    if (tag[1]?.toLowerCase() === 'link' && !/\bas="image"/i.test(text)) continue;
    for (const attribute of text.matchAll(/\s(src|srcset|href|imagesrcset)="([^"]*)"/gi)) {
      const value = decodeAttribute(attribute[2] ?? '');
      const candidates = /srcset/i.test(attribute[1] ?? '') ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [value];
      urls.push(...candidates);
    }
  }
  return unique(urls.map((url) => originOf(url)).filter((origin): origin is string => origin !== undefined));
}

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

/** A source list with 'self' first, then the rest in a stable order; 'none' when empty. */
function sources(self: boolean, extra: Iterable<string>): string[] {
  const rest = unique(extra)
    .filter((source) => source !== "'self'")
    .sort();
  const list = self ? ["'self'", ...rest] : rest;
  return list.length > 0 ? list : ["'none'"];
}

/** What every page's policy says with the same sources, whatever the page holds. */
const SITE_DIRECTIVES: readonly [string, string[]][] = [
  ['form-action', ["'self'"]],
  ['base-uri', ["'self'"]],
  ['object-src', ["'none'"]],
];

/** Only a header can carry it: a <meta> policy ignores frame-ancestors. */
const FRAME_ANCESTORS: [string, string[]] = ['frame-ancestors', ["'none'"]];

/**
 * The header policy of every page, beside its own meta policy. No script-src, style-src or default-src:
 * those need the page's hashes, and a header policy without them leaves them to the meta one.
 */
export const PAGE_HEADER_POLICY = serializePolicy(new Map([...SITE_DIRECTIVES, FRAME_ANCESTORS]));

/**
 * The policy of every response that is not an HTML page (SVG, PDF, scripts, styles, images, text),
 * as sites that serve user files send it: an SVG or HTML-like file opened on its own runs no script,
 * loads nothing and is sandboxed into an opaque origin. A script, style, font or image a page loads is
 * governed by the page's policy, not by this one.
 */
export const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The page's policy, directive by directive, in the order it is written. `header` adds what only a
 * header may carry (frame-ancestors): the page's whole policy, which PAGE_HEADER_POLICY must not narrow.
 */
export function pagePolicy(html: string, facts: PageFacts, { header = false }: { header?: boolean } = {}): Directives {
  const scriptHashes = unique(inlineScripts(html).map(hashSource));
  const styleHashes = unique(inlineStyles(html).map(hashSource));
  const images = [...htmlImageOrigins(html), ...facts.images];
  const directives = new Map<string, string[]>([
    ['default-src', ["'none'"]],
    ['script-src', sources(true, [...scriptHashes, ...facts.scripts])],
    ['style-src', sources(true, styleHashes)],
    ['img-src', sources(true, images)],
  ]);
  if (/<link\b[^>]*\brel="manifest"/i.test(html)) directives.set('manifest-src', ["'self'"]);
  if (facts.connect.length > 0) directives.set('connect-src', sources(false, facts.connect));
  if (facts.frames.length > 0) directives.set('frame-src', sources(false, facts.frames));
  // A third-party player script plays its media from its own host.
  if (facts.scripts.length > 0) directives.set('media-src', sources(false, facts.scripts));
  for (const [name, list] of SITE_DIRECTIVES) directives.set(name, list);
  if (header) directives.set(...FRAME_ANCESTORS);
  return directives;
}

/**
 * Where a header policy is narrower than a page's own (whole) policy: both are enforced, so a
 * directive the header names must allow what the page's does, source for source. Empty when the
 * header takes nothing away from the page.
 */
export function headerNarrowings(headerPolicy: string, pagePolicyText: string): string[] {
  const page = parsePolicy(pagePolicyText);
  const problems: string[] = [];
  for (const [name, list] of parsePolicy(headerPolicy)) {
    const own = page.get(name);
    if (own === undefined) problems.push(`the header sets ${name}, which the page's policy leaves open`);
    else if ([...own].sort().join(' ') !== [...list].sort().join(' ')) problems.push(`the header's ${name} ${list.join(' ')} differs from the page's ${own.join(' ')}`);
  }
  return problems;
}

export function serializePolicy(directives: Directives): string {
  return [...directives].map(([name, list]) => `${name} ${list.join(' ')}`).join('; ');
}

/** Parses a policy string back into directives (for checks and the header scan). */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...list] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!directives.has(key)) directives.set(key, list);
  }
  return directives;
}

/**
 * Which lists of approved hosts (lib/links/allowed-hosts.ts) each directive's outside origins come from:
 * the content check refuses any other host first; this is the build's last word, so no path into a
 * policy (the HTML's own <img>, a block's built-in endpoint) can add one.
 */
const DIRECTIVE_HOSTS: Readonly<Record<string, { purpose: HostPurpose; hosts: readonly string[] }>> = {
  'img-src': { purpose: 'images', hosts: ALLOWED_HOSTS.images.map((entry) => entry.host) },
  'frame-src': { purpose: 'frames', hosts: [...ALLOWED_HOSTS.frames, ...ALLOWED_HOSTS.video.filter((entry) => entry.player === 'iframe')].map((entry) => entry.host) },
  'script-src': { purpose: 'video', hosts: ALLOWED_HOSTS.video.filter((entry) => entry.player === 'script').map((entry) => entry.host) },
  'media-src': { purpose: 'video', hosts: ALLOWED_HOSTS.video.filter((entry) => entry.player === 'script').map((entry) => entry.host) },
  'connect-src': { purpose: 'leadEndpoints', hosts: ALLOWED_HOSTS.leadEndpoints.map((entry) => entry.host) },
};

/** Why an outside source of a directive is not approved; undefined for keywords, hashes, data: and approved https origins. */
function unapprovedSource(directive: string, source: string): string | undefined {
  const allowed = DIRECTIVE_HOSTS[directive];
  if (!allowed || !/^https?:\/\//i.test(source) || !URL.canParse(source)) return undefined;
  const url = new URL(source);
  // The local lead receiver of `npm run build -- --local-leads`: the content check refuses it in any other build.
  if (url.protocol === 'http:' && isLocalHost(url.hostname)) return undefined;
  if (url.protocol === 'https:' && allowed.hosts.includes(url.hostname)) return undefined;
  if (url.protocol !== 'https:') return `${directive} allows ${source}, which is not https`;
  return `${directive} allows ${source}: ${hostRefusal(url.hostname, allowed.purpose) ?? `not on the ${PURPOSE_NAMES[allowed.purpose]} list`}`;
}

/** Why a policy would not be strict, or would not let the page work; empty when it is fine. */
export function policyProblems(html: string, directives: Directives): string[] {
  const problems: string[] = [];
  for (const [name, list] of directives) {
    for (const source of list) {
      if (source === "'unsafe-inline'" || source === "'unsafe-eval'" || source === "'unsafe-hashes'") problems.push(`${name} allows ${source}`);
      if (source === '*' || source === 'https:' || source === 'http:') problems.push(`${name} allows any host (${source})`);
      const unapproved = unapprovedSource(name, source);
      if (unapproved) problems.push(unapproved);
    }
  }
  if (directives.get('default-src')?.join(' ') !== "'none'") problems.push("default-src is not 'none'");
  for (const style of styleAttributes(html)) problems.push(`a style="${style}" attribute, which the policy refuses: move it into the stylesheet`);
  for (const handler of eventHandlerAttributes(html)) problems.push(`an inline ${handler}="" handler, which the policy refuses`);
  return problems;
}

/** Whether a policy string is strict: default-src 'none', nothing unsafe, no wildcard host. */
export function isStrictPolicy(policy: string): boolean {
  return policyProblems('', parsePolicy(policy)).length === 0 && parsePolicy(policy).has('script-src');
}

const META_NAME = 'Content-Security-Policy';

/**
 * The HTML with its policy in a <meta http-equiv> placed before any script or style (a policy
 * applies only to what the parser meets after it), right after <meta charset> so the charset
 * stays within the first 1024 bytes. A policy meta already there (a second run) is replaced.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="${META_NAME}" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  const existing = new RegExp(`<meta http-equiv="${META_NAME}" content="[^"]*"/>`, 'i');
  if (existing.test(html)) return html.replace(existing, meta);
  const charset = /<meta\s+charset="[^"]*"\s*\/?>/i.exec(html);
  if (charset) return html.slice(0, charset.index + charset[0].length) + meta + html.slice(charset.index + charset[0].length);
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error('The page has no <head> to put its Content-Security-Policy in');
  return html.slice(0, head.index + head[0].length) + meta + html.slice(head.index + head[0].length);
}

/** The policy a page's meta tag carries, or undefined. */
export function metaPolicy(html: string): string | undefined {
  const value = new RegExp(`<meta http-equiv="${META_NAME}" content="([^"]*)"`, 'i').exec(html)?.[1];
  return value === undefined ? undefined : value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

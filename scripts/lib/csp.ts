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
 * - form-action 'self', base-uri 'self', object-src 'none'; frame-ancestors 'none' in the header
 *   only (a <meta> policy cannot carry it).
 */
import { createHash } from 'node:crypto';

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
export function styleAttributes(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<[a-z][a-z0-9-]*\b[^>]*>/gi)) {
    const value = /\sstyle\s*=\s*"([^"]*)"/i.exec(tag[0])?.[1] ?? /\sstyle\s*=\s*'([^']*)'/i.exec(tag[0])?.[1];
    if (value !== undefined) found.push(value);
  }
  return found;
}

/** Inline event handler attributes (onclick=""): a strict policy refuses them too. */
export function eventHandlerAttributes(html: string): string[] {
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

/**
 * The page's policy, directive by directive, in the order it is written. `header` adds what only a
 * header may carry (frame-ancestors).
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
  directives.set('form-action', ["'self'"]);
  directives.set('base-uri', ["'self'"]);
  directives.set('object-src', ["'none'"]);
  if (header) directives.set('frame-ancestors', ["'none'"]);
  return directives;
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

/** Why a policy would not be strict, or would not let the page work; empty when it is fine. */
export function policyProblems(html: string, directives: Directives): string[] {
  const problems: string[] = [];
  for (const [name, list] of directives) {
    for (const source of list) {
      if (source === "'unsafe-inline'" || source === "'unsafe-eval'" || source === "'unsafe-hashes'") problems.push(`${name} allows ${source}`);
      if (source === '*' || source === 'https:' || source === 'http:') problems.push(`${name} allows any host (${source})`);
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

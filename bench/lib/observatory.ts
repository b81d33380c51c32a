/**
 * A header scan of one served page, scored by the rules of the MDN HTTP Observatory
 * (github.com/mdn/mdn-http-observatory: src/analyzer/tests/*.js for the results, src/grader/charts.js
 * for their modifiers, src/scanner/index.js for the sum): start at 100, add each test's modifier;
 * bonuses count only when the score without them is 90 or more; grades by steps of 5.
 *
 * From the response alone, without the network: cookies (none are set by a static export),
 * redirection (http -> https is the CDN's job, not the export's) and the HSTS preload list are
 * scored as what they are for the site deployed at its https URL, and say so.
 */
import { parsePolicy } from '../../scripts/lib/csp';

export interface ObservatoryTest {
  name: string;
  result: string;
  modifier: number;
  note?: string;
}

export interface ObservatoryScan {
  score: number;
  grade: string;
  tests: ObservatoryTest[];
}

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);

type Headers = ReadonlyMap<string, string>;

function header(headers: Headers, name: string): string | undefined {
  for (const [key, value] of headers) if (key.toLowerCase() === name.toLowerCase()) return value;
  return undefined;
}

/**
 * The header and meta policies read together as the Observatory does (src/analyzer/cspParser.js,
 * parseCsp over the header's policies, then the meta tag's): a directive keeps the sources of the
 * first policy that sets it, and each later policy setting it too keeps only the sources both name;
 * a directive that only a later policy sets counts as 'none'. So a header policy without script-src
 * beside a meta policy with its hashes scores as script-src 'none' (nothing unsafe), and the meta's
 * default-src 'none' as 'none': the build checks the meta policy's strictness itself (policyProblems).
 * Comma-separated header values are separate policies, as the Observatory splits them.
 */
function combinedPolicy(headerPolicy: string | undefined, metaPolicy: string | undefined): Map<string, Set<string>> {
  const policies = [...(headerPolicy?.split(',') ?? []), ...(metaPolicy === undefined ? [] : [metaPolicy])].map((policy) => policy.trim());
  const combined = new Map<string, Set<string>>();
  for (const [index, policy] of policies.entries()) {
    for (const [name, list] of parsePolicy(policy)) {
      const sources = new Set(list.length > 0 ? list.map((source) => source.toLowerCase()) : ["'none'"]);
      const before = combined.get(name);
      if (index === 0) combined.set(name, sources);
      else combined.set(name, new Set([...(before ?? [])].filter((source) => sources.has(source))));
    }
  }
  for (const [name, sources] of combined) if (sources.size === 0) combined.set(name, new Set(["'none'"]));
  return combined;
}

function cspTest(headers: Headers, metaPolicy: string | undefined, https: boolean): ObservatoryTest {
  const headerPolicy = header(headers, 'Content-Security-Policy');
  if (headerPolicy === undefined && metaPolicy === undefined) return { name: 'content-security-policy', result: 'csp-not-implemented', modifier: -25 };
  const csp = combinedPolicy(headerPolicy, metaPolicy);
  const get = (...names: string[]) => names.map((name) => csp.get(name)).find((value) => value !== undefined) ?? new Set(['*']);
  const scriptSrc = new Set(get('script-src', 'default-src'));
  const styleSrc = new Set(get('style-src', 'default-src'));
  const objectSrc = get('object-src', 'default-src');
  const hasHash = (list: Set<string>) => [...list].some((source) => /^'(sha256|sha384|sha512|nonce)-/.test(source));
  for (const list of [scriptSrc, styleSrc]) if (hasHash(list)) list.delete("'unsafe-inline'");
  const active = [...csp].filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name)).flatMap(([, list]) => [...list]);
  active.push(...scriptSrc);
  const passive = ['img-src', 'media-src'].flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');

  let result: string | undefined;
  let modifier = 0;
  const first = (name: string, value: number) => {
    if (result === undefined) [result, modifier] = [name, value];
  };
  if (
    [...scriptSrc].some((source) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source)) ||
    [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))
  ) {
    first('csp-implemented-with-unsafe-inline', -20);
  }
  if (https && active.some(insecure)) first('csp-implemented-with-insecure-scheme', -20);
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) first('csp-implemented-with-unsafe-eval', -10);
  if (https && passive.some(insecure)) first('csp-implemented-with-insecure-scheme-in-passive-content-only', -10);
  if ([...styleSrc].some((source) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source)))
    first('csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) first('csp-implemented-with-no-unsafe-default-src-none', 10);
  else first('csp-implemented-with-no-unsafe', 5);
  return { name: 'content-security-policy', result: result ?? 'csp-header-invalid', modifier };
}

function hstsTest(headers: Headers, https: boolean): ObservatoryTest {
  const value = header(headers, 'Strict-Transport-Security');
  const note = https ? undefined : 'scored as sent at the https site URL (a browser ignores HSTS over http)';
  if (value === undefined) return { name: 'strict-transport-security', result: 'hsts-not-implemented', modifier: -20, note };
  const maxAge = /max-age\s*=\s*"?(\d+)"?/i.exec(value)?.[1];
  if (maxAge === undefined) return { name: 'strict-transport-security', result: 'hsts-header-invalid', modifier: -20, note };
  return Number(maxAge) >= 15_768_000
    ? {
        name: 'strict-transport-security',
        result: 'hsts-implemented-max-age-at-least-six-months',
        modifier: 0,
        note: note ?? 'preloading (+5) needs the preload directive and hstspreload.org',
      }
    : { name: 'strict-transport-security', result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10, note };
}

function referrerTest(headers: Headers): ObservatoryTest {
  const value = header(headers, 'Referrer-Policy');
  if (value === undefined) return { name: 'referrer-policy', result: 'referrer-policy-not-implemented', modifier: 0 };
  const policy =
    value
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean)
      .at(-1) ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy))
    return { name: 'referrer-policy', result: 'referrer-policy-private', modifier: 5 };
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(policy))
    return { name: 'referrer-policy', result: 'referrer-policy-unsafe', modifier: -5 };
  return { name: 'referrer-policy', result: 'referrer-policy-header-invalid', modifier: -5 };
}

function contentTypeOptionsTest(headers: Headers): ObservatoryTest {
  const value = header(headers, 'X-Content-Type-Options');
  if (value === undefined) return { name: 'x-content-type-options', result: 'x-content-type-options-not-implemented', modifier: -5 };
  return value.trim().toLowerCase() === 'nosniff'
    ? { name: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 }
    : { name: 'x-content-type-options', result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function frameOptionsTest(headers: Headers): ObservatoryTest {
  const ancestors = parsePolicy(header(headers, 'Content-Security-Policy') ?? '').get('frame-ancestors');
  if (ancestors && !ancestors.some((source) => DANGEROUSLY_BROAD.has(source))) {
    return { name: 'x-frame-options', result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  }
  const value = header(headers, 'X-Frame-Options')?.trim().toLowerCase();
  if (value === undefined) return { name: 'x-frame-options', result: 'x-frame-options-not-implemented', modifier: -20 };
  if (value === 'deny' || value === 'sameorigin') return { name: 'x-frame-options', result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  if (value.startsWith('allow-from')) return { name: 'x-frame-options', result: 'x-frame-options-allow-from-origin', modifier: 0 };
  return { name: 'x-frame-options', result: 'x-frame-options-header-invalid', modifier: -20 };
}

function resourcePolicyTest(headers: Headers): ObservatoryTest {
  const value = header(headers, 'Cross-Origin-Resource-Policy')?.trim().toLowerCase();
  if (value === undefined) return { name: 'cross-origin-resource-policy', result: 'corp-not-implemented', modifier: 0 };
  if (value === 'same-origin') return { name: 'cross-origin-resource-policy', result: 'corp-implemented-with-same-origin', modifier: 10 };
  if (value === 'same-site') return { name: 'cross-origin-resource-policy', result: 'corp-implemented-with-same-site', modifier: 10 };
  if (value === 'cross-origin') return { name: 'cross-origin-resource-policy', result: 'corp-implemented-with-cross-origin', modifier: 0 };
  return { name: 'cross-origin-resource-policy', result: 'corp-header-invalid', modifier: -5 };
}

function corsTest(headers: Headers): ObservatoryTest {
  const origin = header(headers, 'Access-Control-Allow-Origin');
  if (origin === undefined) return { name: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  if (origin.trim() === '*' && header(headers, 'Access-Control-Allow-Credentials') === undefined) {
    return { name: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 };
  }
  return { name: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 };
}

function cookiesTest(headers: Headers): ObservatoryTest {
  return header(headers, 'Set-Cookie') === undefined
    ? { name: 'cookies', result: 'cookies-not-found', modifier: 0 }
    : { name: 'cookies', result: 'cookies-not-scored', modifier: 0, note: 'a static export sets no cookie: this response did, check its host' };
}

/** Subresource Integrity: every <script src> of another origin needs integrity (same-origin ones need none). */
function sriTest(html: string, origin: string): ObservatoryTest {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? '');
  const external = scripts
    .map((attributes) => ({ src: /\bsrc="([^"]+)"/i.exec(attributes)?.[1], integrity: /\bintegrity=/i.test(attributes) }))
    .filter((script): script is { src: string; integrity: boolean } => script.src !== undefined)
    .filter((script) => new URL(script.src, origin).origin !== origin);
  if (scripts.length === 0) return { name: 'subresource-integrity', result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  if (external.length === 0) return { name: 'subresource-integrity', result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
  const insecure = external.some((script) => script.src.startsWith('http:') || script.src.startsWith('//'));
  if (external.every((script) => script.integrity)) {
    return insecure
      ? { name: 'subresource-integrity', result: 'sri-implemented-but-external-scripts-not-loaded-securely', modifier: -20 }
      : { name: 'subresource-integrity', result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 };
  }
  return insecure
    ? { name: 'subresource-integrity', result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 }
    : { name: 'subresource-integrity', result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

export function gradeOf(score: number): string {
  return GRADES.find(([minimum]) => Math.max(score, 0) >= minimum)?.[1] ?? 'F';
}

/** The meta policy of a page, if it has one. */
function metaPolicyOf(html: string): string | undefined {
  const value = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html)?.[1];
  return value?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/**
 * Scores one response: its headers and its HTML. `https` says whether to score it as served over
 * https (the deployed site) or as it is (a local http server: insecure-scheme sources are not faults then).
 */
export function scanResponse(headers: Headers, html: string, { origin, https = true }: { origin: string; https?: boolean }): ObservatoryScan {
  const tests = [
    cspTest(headers, metaPolicyOf(html), https),
    cookiesTest(headers),
    corsTest(headers),
    { name: 'redirection', result: 'redirection-not-scored', modifier: 0, note: 'http -> https redirection is set on the CDN, not in the export' },
    referrerTest(headers),
    hstsTest(headers, https),
    sriTest(html, origin),
    contentTypeOptionsTest(headers),
    frameOptionsTest(headers),
    resourcePolicyTest(headers),
  ];
  const penalties = 100 + tests.reduce((sum, test) => sum + Math.min(test.modifier, 0), 0);
  const withBonus = 100 + tests.reduce((sum, test) => sum + test.modifier, 0);
  const score = Math.max(0, penalties >= 90 ? withBonus : penalties);
  return { score, grade: gradeOf(score), tests };
}

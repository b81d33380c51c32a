/**
 * The `_headers` file of an export, in the format Netlify and Cloudflare Pages read from the
 * folder they publish: a path on its own line (exact, or with `*` matching anything), then its
 * headers indented as `Name: value`; `#` starts a comment. Written by the build (post-export.ts),
 * read by `npm run serve` (static-server.ts), so what is tested locally is what the host sends.
 *
 * Its size does not grow with the pages: every page gets the same header policy (PAGE_HEADER_POLICY,
 * frame-ancestors and the directives every page shares) while its hashes stay in its meta policy,
 * and every other file gets FILE_POLICY (csp.ts). The rules name groups of paths by prefix
 * (pathGroups), so a thousand articles under /insights/ make one rule, not a thousand. Cloudflare
 * Pages reads only the first 100 rules and lines of up to 2,000 characters: the build fails beyond.
 *
 * No two rules set the same header for one path: where rules overlap, Cloudflare joins the values
 * with a comma (two Content-Security-Policies would both be enforced: a page would get the file
 * sandbox) and Netlify keeps the last, so the file means the same on both only without overlaps.
 * Hence the whole-site rule carries no Cache-Control and no policy. The two hosts read a path
 * differently (HOSTS), and headersFile checks every path of the export under both.
 */
import { FILE_POLICY, headerNarrowings, PAGE_HEADER_POLICY } from './csp';

export type HeaderRule = { path: string; headers: [string, string][] };

/** Two years, subdomains included (Strict-Transport-Security). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Powerful features the site never uses, turned off for it and any frame in it. A calculator frame
 * or video player that needs one (fullscreen, autoplay) gets it through its iframe's allow attribute
 * only if listed here: the players need autoplay, encrypted-media, fullscreen and picture-in-picture.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
  'fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Headers every response gets. */
const SITE_HEADERS: [string, string][] = [
  ['Strict-Transport-Security', HSTS],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
  // frame-ancestors 'none' says the same in the pages' header policy; this also covers the 404 page
  // at an unknown path no page rule matches, and browsers without CSP level 2.
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/** The hashed build files never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A page may change with every deploy: the browser and the CDN ask again each time (a 304 when unchanged). */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Cloudflare Pages reads at most 100 rules of a _headers file, each line at most 2,000 characters. */
export const MAX_RULES = 100;
export const MAX_LINE = 2000;

/** A page of the export and its whole policy (its meta one plus frame-ancestors). */
export interface PageHeaders {
  route: string;
  policy: string;
}

/** An HTML page, or any other file. */
export type PathKind = 'page' | 'file';

export interface ServedPath {
  path: string;
  kind: PathKind;
}

/**
 * The header policy of every page: PAGE_HEADER_POLICY, and where a violation is reported when the build
 * knows the lead relay's address (report-uri for the browsers that read only it, report-to naming the
 * Reporting-Endpoints entry for the others). Only a header can carry them: a <meta> policy ignores both.
 */
function pageHeaderPolicy(cspReports?: string): string {
  return cspReports === undefined ? PAGE_HEADER_POLICY : `${PAGE_HEADER_POLICY}; report-uri ${cspReports}; report-to csp`;
}

function kindHeaders(kind: PathKind, cspReports?: string): [string, string][] {
  if (kind === 'file') return [['Content-Security-Policy', FILE_POLICY]];
  return [
    ['Content-Security-Policy', pageHeaderPolicy(cspReports)],
    ...(cspReports === undefined ? [] : ([['Reporting-Endpoints', `csp="${cspReports}"`]] as [string, string][])),
    ['Cache-Control', REVALIDATE],
  ];
}

/** The policy a path of each kind must be served with. */
const kindPolicy = (kind: PathKind, cspReports?: string): string => (kind === 'page' ? pageHeaderPolicy(cspReports) : FILE_POLICY);

/**
 * The paths a host serves from an export's files (relative, "/"-separated): each .html file at its
 * own path and, for an index.html, at its folder's path too ("/personal/"). The precompressed twins
 * are left out: hosts compress on their own, and `npm run serve` never serves them by their name.
 */
export function servedPaths(files: readonly string[]): ServedPath[] {
  const paths = new Map<string, PathKind>();
  for (const file of files) {
    if (file === '_headers' || /\.(br|gz)$/.test(file)) continue;
    const html = file.endsWith('.html');
    paths.set(`/${file}`, html ? 'page' : 'file');
    if (file === 'index.html' || file.endsWith('/index.html')) paths.set(`/${file.slice(0, -'index.html'.length)}`, 'page');
  }
  return [...paths].map(([path, kind]) => ({ path, kind })).sort((a, b) => (a.path < b.path ? -1 : 1));
}

/**
 * Rule paths that give each path its kind's headers, by the shortest prefix under which the export
 * holds one kind only ("/b*" for /business/ and everything below it; "/in*" for index.html, /insights/
 * and /invest/). A page rule takes the shortest such prefix, so a mistyped URL near the pages gets
 * the 404 page with the pages' header policy; a file rule names the folder or file itself
 * ("/images/*", "/robots.txt"), so an unknown path near a file is not served sandboxed without need.
 * A prefix never ends with "/": Netlify reads "/x/*" as anything starting with "/x".
 */
export function pathGroups(paths: readonly ServedPath[], prefix = ''): [string, PathKind][] {
  const here = `/${prefix}`;
  const kinds = new Set(paths.map((entry) => entry.kind));
  const [only] = kinds;
  if (kinds.size === 1 && only !== undefined && prefix !== '' && !prefix.endsWith('/')) {
    return only === 'page' ? [[`${here}*`, 'page']] : fileGroups(paths, prefix);
  }
  const groups: [string, PathKind][] = paths.filter((entry) => entry.path === here).map((entry) => [entry.path, entry.kind]);
  const below = paths.filter((entry) => entry.path !== here);
  for (const char of [...new Set(below.map((entry) => entry.path.charAt(here.length)))].sort()) {
    groups.push(...pathGroups(below.filter((entry) => entry.path.charAt(here.length) === char), prefix + char));
  }
  return groups;
}

/** Files only under `/${prefix}`: one rule per folder or file, or one for the prefix where Netlify would read a folder's rule as covering a sibling. */
function fileGroups(paths: readonly ServedPath[], prefix: string): [string, PathKind][] {
  const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
  const names = new Map<string, boolean>();
  for (const entry of paths) {
    const [name = '', ...rest] = entry.path.slice(1 + folder.length).split('/');
    names.set(name, (names.get(name) ?? false) || rest.length > 0);
  }
  const stems = [...names.keys()].map((name) => name.toLowerCase());
  const covers = (name: string) => stems.filter((stem) => stem.startsWith(name.toLowerCase())).length > 1;
  if ([...names].some(([name, isFolder]) => isFolder && covers(name))) return [[`/${prefix}*`, 'file']];
  return [...names].map(([name, isFolder]) => [`/${folder}${name}${isFolder ? '/*' : ''}`, 'file']);
}

/** The rules of an export: whole site, hashed assets, then one rule per group of paths of one kind. */
export function headerRules(paths: readonly ServedPath[], cspReports?: string): HeaderRule[] {
  return [
    { path: '/*', headers: SITE_HEADERS },
    { path: '/_next/static/*', headers: [['Cache-Control', IMMUTABLE]] },
    ...pathGroups(paths).map(([path, kind]) => ({ path, headers: kindHeaders(kind, cspReports) })),
  ];
}

export function formatHeaders(rules: readonly HeaderRule[], comment?: string): string {
  const lines: string[] = [];
  if (comment) lines.push(...comment.split('\n').map((line) => `# ${line}`), '');
  for (const rule of rules) {
    lines.push(rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`), '');
  }
  return lines.join('\n');
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = { path: line, headers: [] };
      rules.push(current);
      continue;
    }
    const colon = line.indexOf(':');
    if (!current || colon < 1) throw new Error(`_headers: "${line}" is neither a path nor a "Name: value" under one`);
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** As escape-string-regexp does, so the result is valid with the u flag too. */
function escapeRegExp(text: string): string {
  return text.replace(/[|\\{}()[\]^$+*?.]/g, '\\$&').replace(/-/g, '\\x2d');
}

/** A rule's pattern is compiled once, not once per path of the export. */
function compiledOnce(compile: (rulePath: string) => RegExp): (rulePath: string) => RegExp {
  const cache = new Map<string, RegExp>();
  return (rulePath) => {
    const known = cache.get(rulePath);
    if (known) return known;
    const pattern = compile(rulePath);
    cache.set(rulePath, pattern);
    return pattern;
  };
}

/**
 * How each host reads a rule's path, as their own code does. Cloudflare Pages (workers-sdk,
 * generateRulesMatcher): `*` matches anything, the rest literally, case-sensitive. Netlify
 * (@netlify/headers-parser, getForRegExp): segment by segment, case-insensitive, a trailing "/"
 * optional, a standalone `*` segment optional with its "/" (so "/x/*" also matches "/x" and
 * "/xyz"), a `*` inside a segment matching anything, that segment's other characters unescaped.
 */
export const HOSTS: Record<'Cloudflare Pages' | 'Netlify', (rulePath: string) => RegExp> = {
  'Cloudflare Pages': compiledOnce((rulePath) => new RegExp(`^${rulePath.split('*').map(escapeRegExp).join('.*')}$`)),
  Netlify: compiledOnce((rulePath) => {
    const parts = rulePath
      .split('/')
      .map((part) => part.trimEnd())
      .filter(Boolean)
      .map((part) => (part === '*' ? '?(.*)' : part.includes('*') ? part.replaceAll('*', '(.*)') : escapeRegExp(part)));
    return new RegExp(`^/${parts.join('/')}/?$`, 'iu');
  }),
};

type Matcher = (rulePath: string) => RegExp;

/**
 * The headers for a request path: every matching rule in order, a header set by two rules joined
 * with ", " as Cloudflare Pages does (headersFile never lets that happen). `npm run serve` reads
 * paths as Cloudflare does.
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string, host: Matcher = HOSTS['Cloudflare Pages']): Map<string, string> {
  const out = new Map<string, string>();
  const names = new Map<string, string>();
  for (const rule of rules) {
    if (!host(rule.path).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const existing = out.get(key);
      out.set(key, existing === undefined ? value : `${existing}, ${value}`);
      if (!names.has(key)) names.set(key, name);
    }
  }
  return new Map([...out].map(([key, value]) => [names.get(key) ?? key, value]));
}

/**
 * What goes wrong for each path on each host: a header two rules set (the file would mean different
 * things on Netlify and Cloudflare), or, for a path of a known kind, a policy other than its kind's.
 * One pass over the rules per path and host: the build runs it on every path of the export.
 */
function pathProblems(rules: readonly HeaderRule[], paths: readonly { path: string; kind?: PathKind }[], cspReports?: string): string[] {
  const problems: string[] = [];
  for (const [hostName, host] of Object.entries(HOSTS)) {
    const patterns = rules.map((rule) => host(rule.path));
    for (const { path: pathname, kind } of paths) {
      const seen = new Map<string, string>();
      let policy: string | undefined;
      for (const [index, rule] of rules.entries()) {
        if (!patterns[index]?.test(pathname)) continue;
        for (const [name, value] of rule.headers) {
          const key = name.toLowerCase();
          const other = seen.get(key);
          if (other !== undefined) problems.push(`${pathname}: ${name} set by both ${other} and ${rule.path} on ${hostName}`);
          else seen.set(key, rule.path);
          if (key === 'content-security-policy') policy = value;
        }
      }
      if (kind !== undefined && policy !== kindPolicy(kind, cspReports)) {
        problems.push(`${pathname} (${kind === 'page' ? 'a page' : 'a file'}) would get ${policy === undefined ? 'no policy' : `"${policy}"`} on ${hostName}`);
      }
    }
  }
  return problems;
}

/** Headers two rules set for one path, on either host. */
export function overlappingHeaders(rules: readonly HeaderRule[], paths: readonly string[]): string[] {
  return pathProblems(
    rules,
    paths.map((pathname) => ({ path: pathname })),
  );
}

const FILE_COMMENT = [
  'Response headers for Netlify and Cloudflare Pages, written by npm run build (scripts/lib/headers-file.ts).',
  "Every page: its own policy is in its <meta http-equiv>; the header one adds frame-ancestors 'none'.",
  'Every other file: a sandbox policy. Each rule names the paths of one kind by their prefix.',
].join('\n');

/**
 * The `_headers` text of an export, from its files (relative paths) and its pages' whole policies;
 * throws naming every problem: a path of the export that either host would serve with the wrong
 * policy or a header twice, a page whose own policy the header one would narrow, or a file beyond
 * what Cloudflare Pages reads.
 */
export function headersFile(files: readonly string[], pages: readonly PageHeaders[], cspReports?: string): string {
  const paths = servedPaths(files);
  const rules = headerRules(paths, cspReports);
  const text = formatHeaders(rules, FILE_COMMENT);
  const problems = [
    ...pathProblems(rules, paths, cspReports),
    ...pages.flatMap((page) => headerNarrowings(PAGE_HEADER_POLICY, page.policy).map((problem) => `${page.route}: ${problem}`)),
  ];
  if (rules.length > MAX_RULES) problems.push(`it would have ${rules.length} rules; Cloudflare Pages reads only the first ${MAX_RULES}`);
  const longest = Math.max(...text.split('\n').map((line) => line.length));
  if (longest > MAX_LINE) problems.push(`a line would have ${longest} characters; Cloudflare Pages reads at most ${MAX_LINE}`);
  if (problems.length > 0) throw new Error(`_headers would not protect every path on Netlify and Cloudflare Pages:\n  ${problems.join('\n  ')}`);
  return text;
}

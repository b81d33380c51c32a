/**
 * The `_headers` file of an export, in the format Netlify and Cloudflare Pages read from the
 * folder they publish: a path on its own line (exact, or with `*` matching anything), then its
 * headers indented as `Name: value`; `#` starts a comment. Written by the build (post-export.ts),
 * read by `npm run serve` (static-server.ts), so what is tested locally is what the host sends.
 *
 * No two rules set the same header for one path: where rules overlap, Cloudflare joins the values
 * with a comma (two Content-Security-Policies would both be enforced) and Netlify keeps the last,
 * so the file means the same on both only without overlaps. Hence the whole-site rule carries no
 * Cache-Control and no policy: each page's rule carries its own.
 */

export type HeaderRule = { path: string; headers: [string, string][] };

/** Two years, subdomains included (Strict-Transport-Security). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Powerful features the site never uses, turned off for it and any frame in it. A calculator frame
 * or video player that needs one (fullscreen, autoplay) gets it through its iframe's allow attribute
 * only if listed here: the players need autoplay, encrypted-media, fullscreen and picture-in-picture.
 */
export const PERMISSIONS_POLICY = [
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
export const SITE_HEADERS: [string, string][] = [
  ['Strict-Transport-Security', HSTS],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
  // frame-ancestors 'none' says the same in each page's policy; this also covers the 404 page
  // (served at any unknown path, so no rule of its own) and browsers without CSP level 2.
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/** The hashed build files never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A page may change with every deploy: the browser and the CDN ask again each time (a 304 when unchanged). */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

export interface PageHeaders {
  route: string;
  policy: string;
}

/** The rules of an export: whole site, hashed assets, then one rule per page. */
export function headerRules(pages: readonly PageHeaders[]): HeaderRule[] {
  return [
    { path: '/*', headers: SITE_HEADERS },
    { path: '/_next/static/*', headers: [['Cache-Control', IMMUTABLE]] },
    ...pages.map((page) => ({
      path: page.route,
      headers: [
        ['Content-Security-Policy', page.policy],
        ['Cache-Control', REVALIDATE],
      ] as [string, string][],
    })),
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

function pathPattern(rulePath: string): RegExp {
  const escaped = rulePath.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/**
 * The headers for a request path: every matching rule in order, a header set by two rules joined
 * with ", " as Cloudflare Pages does (headerRules never lets that happen).
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const out = new Map<string, string>();
  const names = new Map<string, string>();
  for (const rule of rules) {
    if (!pathPattern(rule.path).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const existing = out.get(key);
      out.set(key, existing === undefined ? value : `${existing}, ${value}`);
      if (!names.has(key)) names.set(key, name);
    }
  }
  return new Map([...out].map(([key, value]) => [names.get(key) ?? key, value]));
}

/** Headers two rules set for one path: the file would mean different things on Netlify and Cloudflare. */
export function overlappingHeaders(rules: readonly HeaderRule[], paths: readonly string[]): string[] {
  const problems: string[] = [];
  for (const pathname of paths) {
    const seen = new Map<string, string>();
    for (const rule of rules) {
      if (!pathPattern(rule.path).test(pathname)) continue;
      for (const [name] of rule.headers) {
        const key = name.toLowerCase();
        const other = seen.get(key);
        if (other !== undefined) problems.push(`${pathname}: ${name} set by both ${other} and ${rule.path}`);
        else seen.set(key, rule.path);
      }
    }
  }
  return problems;
}

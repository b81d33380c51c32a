// @vitest-environment node
import { FILE_POLICY, PAGE_HEADER_POLICY } from './csp';
import {
  formatHeaders,
  headerRules,
  headersFile,
  headersForPath,
  HOSTS,
  HSTS,
  IMMUTABLE,
  MAX_LINE,
  MAX_RULES,
  overlappingHeaders,
  parseHeaders,
  pathGroups,
  REVALIDATE,
  servedPaths,
} from './headers-file';

const PAGE_POLICY =
  "default-src 'none'; script-src 'self' 'sha256-AAAA'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'self'; object-src 'none'; frame-ancestors 'none'";

/** The files of an export shaped like AXB's: its root files, folders of assets and pages under sections. */
function exportFiles(articles: number): string[] {
  const files = [
    'index.html',
    '404.html',
    '404/index.html',
    '_not-found/index.html',
    '_next/static/chunks/app.js',
    '_next/static/css/site.css',
    '_next/static/media/font.woff2',
    '_img/hero-604x480.webp',
    'images/hero-savings.svg',
    'images/icons/check.svg',
    'logos/axb.svg',
    'icons/check-circle.svg',
    'footer/member-fdic.svg',
    'documents/fee-schedule.pdf',
    'favicon.ico',
    'favicon.svg',
    'apple-touch-icon.png',
    'manifest.webmanifest',
    'robots.txt',
    'sitemap.xml',
    'about/index.html',
    'business/index.html',
    'business/checking/index.html',
    'commercial/lending/index.html',
    'invest/index.html',
    'legal/index.html',
    'labs/index.html',
    'personal/index.html',
    'personal/checking/index.html',
    'privacy-request/index.html',
    'insights/index.html',
  ];
  for (let index = 1; index <= articles; index += 1) files.push(`insights/article-${String(index).padStart(4, '0')}/index.html`);
  return files;
}

const pagesOf = (files: readonly string[]) =>
  servedPaths(files)
    .filter((entry) => entry.kind === 'page')
    .map((entry) => ({ route: entry.path, policy: PAGE_POLICY }));

describe('_headers', () => {
  const files = exportFiles(3);
  const rules = headerRules(servedPaths(files));
  const file = headersFile(files, pagesOf(files));

  it('is written in the Netlify and Cloudflare Pages format', () => {
    expect(file.split('\n').slice(4, 16)).toEqual([
      '/*',
      `  Strict-Transport-Security: ${HSTS}`,
      '  X-Content-Type-Options: nosniff',
      '  Referrer-Policy: strict-origin-when-cross-origin',
      expect.stringMatching(/^ {2}Permissions-Policy: accelerometer=\(\), .*camera=\(\), .*geolocation=\(\), .*microphone=\(\)/),
      '  X-Frame-Options: DENY',
      '  Cross-Origin-Resource-Policy: same-origin',
      '  Cross-Origin-Opener-Policy: same-origin',
      '',
      '/_next/static/*',
      `  Cache-Control: ${IMMUTABLE}`,
      '',
    ]);
  });

  it('reads back what it writes', () => {
    expect(parseHeaders(file)).toEqual(rules);
  });

  it('serves each HTML file at its path and its folder, and leaves out the compressed twins', () => {
    expect(servedPaths(['index.html', 'index.html.br', 'personal/index.html', 'robots.txt', 'robots.txt.gz', '_headers'])).toEqual([
      { path: '/', kind: 'page' },
      { path: '/index.html', kind: 'page' },
      { path: '/personal/', kind: 'page' },
      { path: '/personal/index.html', kind: 'page' },
      { path: '/robots.txt', kind: 'file' },
    ]);
  });

  it('names pages by the shortest prefix holding only pages, files by their folder or name', () => {
    expect(pathGroups(servedPaths(files))).toEqual([
      ['/', 'page'],
      ['/4*', 'page'],
      ['/_img/*', 'file'],
      ['/_next/*', 'file'],
      ['/_no*', 'page'],
      ['/ab*', 'page'],
      ['/apple-touch-icon.png', 'file'],
      ['/b*', 'page'],
      ['/c*', 'page'],
      ['/documents/*', 'file'],
      ['/favicon.ico', 'file'],
      ['/favicon.svg', 'file'],
      ['/footer/*', 'file'],
      ['/icons/*', 'file'],
      ['/images/*', 'file'],
      ['/in*', 'page'],
      ['/la*', 'page'],
      ['/le*', 'page'],
      ['/logos/*', 'file'],
      ['/manifest.webmanifest', 'file'],
      ['/p*', 'page'],
      ['/robots.txt', 'file'],
      ['/sitemap.xml', 'file'],
    ]);
  });

  it.each([
    ['/', PAGE_HEADER_POLICY, REVALIDATE],
    ['/personal/checking/', PAGE_HEADER_POLICY, REVALIDATE],
    ['/insights/article-0002/', PAGE_HEADER_POLICY, REVALIDATE],
    ['/404.html', PAGE_HEADER_POLICY, REVALIDATE],
    ['/_next/static/chunks/app.js', FILE_POLICY, IMMUTABLE],
    ['/images/hero-savings.svg', FILE_POLICY, undefined],
    ['/documents/fee-schedule.pdf', FILE_POLICY, undefined],
    ['/robots.txt', FILE_POLICY, undefined],
  ])('gives %s its policy and cache rule, and the site headers, on both hosts', (pathname, policy, cache) => {
    for (const host of Object.values(HOSTS)) {
      const headers = headersForPath(rules, pathname, host);
      expect(headers.get('Content-Security-Policy')).toBe(policy);
      expect(headers.get('Cache-Control')).toBe(cache);
      expect(headers.get('Strict-Transport-Security')).toBe(HSTS);
      expect(headers.get('X-Frame-Options')).toBe('DENY');
    }
  });

  it("puts frame-ancestors 'none' and nothing that needs a page's hashes in the pages' header policy", () => {
    expect(PAGE_HEADER_POLICY).toBe("form-action 'self'; base-uri 'self'; object-src 'none'; frame-ancestors 'none'");
    expect(FILE_POLICY).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it("gives a mistyped page URL the pages' policy, so the 404 page the host sends there carries it", () => {
    expect(headersForPath(rules, '/personal/no-such-page/').get('Content-Security-Policy')).toBe(PAGE_HEADER_POLICY);
    expect(headersForPath(rules, '/images/no-such.svg').get('Content-Security-Policy')).toBe(FILE_POLICY);
  });

  it('stays within what Cloudflare Pages reads for a brand of 1,100 pages, the same file as at 3 articles', () => {
    const big = exportFiles(1_100);
    const text = headersFile(big, pagesOf(big));
    const paths = servedPaths(big);
    expect(paths.filter((entry) => entry.kind === 'page').length).toBeGreaterThan(2 * 1_100);
    const bigRules = parseHeaders(text);
    expect(bigRules.length).toBeLessThanOrEqual(MAX_RULES);
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThan(MAX_LINE);
    expect(text).toBe(file);
    for (const [hostName, host] of Object.entries(HOSTS)) {
      for (const { path, kind } of paths) {
        const headers = headersForPath(bigRules, path, host);
        expect(headers.get('Content-Security-Policy'), `${path} on ${hostName}`).toBe(kind === 'page' ? PAGE_HEADER_POLICY : FILE_POLICY);
      }
    }
    // A page's policy also forbids framing (the file policy is for files, which are not framed anyway).
    expect(PAGE_HEADER_POLICY).toContain("frame-ancestors 'none'");
    expect(
      overlappingHeaders(
        bigRules,
        paths.map((entry) => entry.path),
      ),
    ).toEqual([]);
  });

  it('never sets one header twice for a path, on either host (Cloudflare would join the values, Netlify keep the last)', () => {
    expect(
      overlappingHeaders(
        rules,
        servedPaths(files).map((entry) => entry.path),
      ),
    ).toEqual([]);
    const overlapping = [...rules, { path: '/*', headers: [['Cache-Control', 'no-store']] as [string, string][] }];
    expect(overlappingHeaders(overlapping, ['/personal/'])).toEqual([
      '/personal/: Cache-Control set by both /p* and /* on Cloudflare Pages',
      '/personal/: Cache-Control set by both /p* and /* on Netlify',
    ]);
    expect(headersForPath(overlapping, '/personal/').get('Cache-Control')).toBe(`${REVALIDATE}, no-store`);
  });

  it('reads rule paths as each host does', () => {
    const cloudflare = HOSTS['Cloudflare Pages'];
    const netlify = HOSTS.Netlify;
    expect(cloudflare('/icons/*').test('/icons-guide/')).toBe(false);
    expect(netlify('/icons/*').test('/icons-guide/')).toBe(true);
    expect(netlify('/icons/*').test('/icons')).toBe(true);
    expect(netlify('/Personal/').test('/personal')).toBe(true);
    expect(cloudflare('/Personal/').test('/personal/')).toBe(false);
    expect(netlify('/').test('/')).toBe(true);
    expect(netlify('/').test('/personal/')).toBe(false);
    expect(netlify('/apple-touch-icon.png').test('/apple-touch-iconXpng')).toBe(false);
  });

  it("gives one rule to a folder whose name starts a sibling's, which Netlify would read as covering it", () => {
    expect(pathGroups(servedPaths(['index.html', 'icons/a.svg', 'icons.json', 'personal/index.html']))).toEqual([
      ['/', 'page'],
      ['/ic*', 'file'],
      ['/in*', 'page'],
      ['/p*', 'page'],
    ]);
    const files = ['index.html', 'icons/a.svg', 'icons-guide/index.html'];
    expect(pathGroups(servedPaths(files))).toEqual([
      ['/', 'page'],
      ['/icons-*', 'page'],
      ['/icons/a.svg', 'file'],
      ['/in*', 'page'],
    ]);
    expect(() => headersFile(files, [])).not.toThrow();
  });

  it('never ends a prefix with "/", which Netlify would read as covering a sibling file of the folder\'s name', () => {
    const files = ['index.html', 'news/index.html', 'news/today/index.html', 'news.xml'];
    expect(pathGroups(servedPaths(files))).toEqual([
      ['/', 'page'],
      ['/i*', 'page'],
      ['/news.xml', 'file'],
      ['/news/', 'page'],
      ['/news/i*', 'page'],
      ['/news/t*', 'page'],
    ]);
    expect(HOSTS.Netlify('/news/*').test('/news.xml')).toBe(true);
    expect(() => headersFile(files, [])).not.toThrow();
  });

  it('fails the build, naming it, when a page allows what the header policy forbids', () => {
    const files = ['index.html', 'contact/index.html'];
    const pages = [
      { route: '/', policy: PAGE_POLICY },
      { route: '/contact/', policy: PAGE_POLICY.replace("form-action 'self'", "form-action 'self' https://forms.example.com") },
    ];
    expect(() => headersFile(files, pages)).toThrow("/contact/: the header's form-action 'self' differs from the page's 'self' https://forms.example.com");
  });

  it('fails the build when the export would need more rules than Cloudflare Pages reads', () => {
    // Each name both a folder of pages and a file: three rules a name.
    const files = Array.from({ length: 40 }, (_, index) => [`n${index}x/index.html`, `n${index}x.svg`]).flat();
    expect(() => headersFile(files, [])).toThrow(/would have \d+ rules; Cloudflare Pages reads only the first 100/);
  });

  it('refuses a header line outside a path', () => {
    expect(() => parseHeaders('  X-Test: 1\n')).toThrow(/neither a path/);
  });

  it('writes no rule twice for one path', () => {
    const paths = parseHeaders(formatHeaders(headerRules(servedPaths(exportFiles(50))))).map((rule) => rule.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('_headers with the lead relay known: where the pages report a policy violation', () => {
  const files = exportFiles(3);
  const reports = 'https://leads.axosbank.com/csp-reports';

  it('every page is served report-uri and report-to csp, with the Reporting-Endpoints entry report-to names', () => {
    const rules = parseHeaders(headersFile(files, pagesOf(files), reports));
    const page = headersForPath(rules, '/personal/');
    expect(page.get('Content-Security-Policy')).toBe(`${PAGE_HEADER_POLICY}; report-uri ${reports}; report-to csp`);
    expect(page.get('Reporting-Endpoints')).toBe(`csp="${reports}"`);
  });

  it('a file that is not a page keeps its own policy, without reporting', () => {
    const rules = parseHeaders(headersFile(files, pagesOf(files), reports));
    const file = headersForPath(rules, '/favicon.svg');
    expect(file.get('Content-Security-Policy')).toBe(FILE_POLICY);
    expect(file.has('Reporting-Endpoints')).toBe(false);
  });

  it('without a relay the pages report nowhere', () => {
    const page = headersForPath(parseHeaders(headersFile(files, pagesOf(files))), '/personal/');
    expect(page.get('Content-Security-Policy')).toBe(PAGE_HEADER_POLICY);
    expect(page.has('Reporting-Endpoints')).toBe(false);
  });
});

// @vitest-environment node
import { formatHeaders, headerRules, headersForPath, HSTS, IMMUTABLE, overlappingHeaders, parseHeaders, REVALIDATE } from './headers-file';

const pages = [
  { route: '/', policy: "default-src 'none'; frame-ancestors 'none'" },
  { route: '/personal/', policy: "default-src 'none'; connect-src https://api.hsforms.com; frame-ancestors 'none'" },
];

describe('_headers', () => {
  const rules = headerRules(pages);
  const file = formatHeaders(rules, 'written by the build');

  it('is written in the Netlify and Cloudflare Pages format', () => {
    expect(file.split('\n').slice(0, 12)).toEqual([
      '# written by the build',
      '',
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
    ]);
  });

  it('reads back what it writes', () => {
    expect(parseHeaders(file)).toEqual(rules);
  });

  it.each([
    ['/', "default-src 'none'; frame-ancestors 'none'", REVALIDATE],
    ['/personal/', "default-src 'none'; connect-src https://api.hsforms.com; frame-ancestors 'none'", REVALIDATE],
    ['/_next/static/chunks/a.js', undefined, IMMUTABLE],
    ['/logos/axb.svg', undefined, undefined],
  ])('gives %s its own policy and cache rule, and the site headers', (pathname, policy, cache) => {
    const headers = headersForPath(rules, pathname);
    expect(headers.get('Content-Security-Policy')).toBe(policy);
    expect(headers.get('Cache-Control')).toBe(cache);
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('never sets one header twice for a path (Cloudflare would join the values, Netlify keep the last)', () => {
    expect(overlappingHeaders(rules, ['/', '/personal/', '/_next/static/chunks/a.js'])).toEqual([]);
    const overlapping = [...rules, { path: '/*', headers: [['Cache-Control', 'no-store']] as [string, string][] }];
    expect(overlappingHeaders(overlapping, ['/personal/'])).toEqual(['/personal/: Cache-Control set by both /personal/ and /*']);
    expect(headersForPath(overlapping, '/personal/').get('Cache-Control')).toBe(`${REVALIDATE}, no-store`);
  });

  it('refuses a header line outside a path', () => {
    expect(() => parseHeaders('  X-Test: 1\n')).toThrow(/neither a path/);
  });
});

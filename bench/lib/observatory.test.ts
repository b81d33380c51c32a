// @vitest-environment node
import fs from 'node:fs';
import { getBrandContent } from '../../lib/content';
import { NO_FACTS, pagePolicy, serializePolicy, withPolicyMeta } from '../../scripts/lib/csp';
import { formatHeaders, headerRules, headersForPath, servedPaths } from '../../scripts/lib/headers-file';
import { gradeOf, scanResponse } from './observatory';
import { brandPageFacts } from '../../scripts/lib/page-facts';
import { axbFiles } from '../../tests/fixtures/brand';
import { writeContentTree } from '../../tests/fixtures/site';

const origin = 'https://www.axosbank.com';
const SOURCE = `<html><head><meta charset="utf-8"/><script>self.x=1</script><script src="/_next/static/chunks/a.js"></script></head></html>`;
/** A built page: its own policy in its meta tag, with the hash of its inline script. */
const HTML = withPolicyMeta(SOURCE, serializePolicy(pagePolicy(SOURCE, NO_FACTS)));

/** The headers the build's _headers gives a page. */
const built = headersForPath(headerRules(servedPaths(['index.html', '_next/static/chunks/a.js'])), '/');

const results = (headers: ReadonlyMap<string, string>, html = HTML) =>
  Object.fromEntries(scanResponse(headers, html, { origin }).tests.map((test) => [test.name, `${test.result} ${test.modifier}`]));

describe('the header scan (MDN HTTP Observatory rules)', () => {
  it("gives the build's headers every bonus it can earn without the network: 130, A+", () => {
    expect(formatHeaders(headerRules([]))).toContain('/*');
    expect(built.get('Content-Security-Policy')).not.toMatch(/script-src|default-src/);
    const scan = scanResponse(built, HTML, { origin });
    expect(results(built)).toEqual({
      'content-security-policy': 'csp-implemented-with-no-unsafe-default-src-none 10',
      cookies: 'cookies-not-found 0',
      'cross-origin-resource-sharing': 'cross-origin-resource-sharing-not-implemented 0',
      redirection: 'redirection-not-scored 0',
      'referrer-policy': 'referrer-policy-private 5',
      'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months 0',
      'subresource-integrity': 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin 0',
      'x-content-type-options': 'x-content-type-options-nosniff 0',
      'x-frame-options': 'x-frame-options-implemented-via-csp 5',
      'cross-origin-resource-policy': 'corp-implemented-with-same-origin 10',
    });
    expect([scan.score, scan.grade]).toEqual([130, 'A+']);
  });

  it('grades every page of a brand A+ (a lead form, a third-party frame, a plain page): its header policy beside its meta policy from its content', () => {
    const root = writeContentTree(axbFiles());
    const content = getBrandContent('AXB', { root, env: {} });
    fs.rmSync(root, { recursive: true, force: true });
    const { routes } = brandPageFacts(content);
    // The pages that widen the policy do: the form's page sends to the relay, the calculator's page frames its host.
    expect([routes.get('/business/')?.connect, routes.get('/personal/plan/financial-tools/')?.frames]).toEqual([
      ['https://leads.axosbank.com'],
      ['https://calculators.axosbank.com'],
    ]);
    const files = ['_next/static/chunks/a.js', ...[...routes.keys()].map((route) => `${route.slice(1)}index.html`)];
    const rules = headerRules(servedPaths(files));
    const grades = [...routes].map(([route, facts]) => {
      const html = withPolicyMeta(SOURCE, serializePolicy(pagePolicy(SOURCE, facts)));
      const scan = scanResponse(headersForPath(rules, route), html, { origin });
      return `${route} ${scan.grade} ${scan.score}`;
    });
    expect(grades.map((grade) => grade.split(' ')[0])).toEqual(['/about/', '/business/', '/', '/personal/plan/financial-tools/']);
    expect(grades.filter((grade) => !grade.includes(' A+ '))).toEqual([]);
  });

  it('scores a bare static host (no headers, no meta) as the Observatory does: 100 -25 -20 -5 -20 = 30, D', () => {
    const scan = scanResponse(new Map(), '<html><script src="/a.js"></script></html>', { origin });
    expect(scan.score).toBe(30);
    expect(scan.grade).toBe('D');
  });

  it.each([
    ["default-src 'self'; script-src 'self' 'unsafe-inline'", 'csp-implemented-with-unsafe-inline -20'],
    ["default-src 'self'; script-src 'self' 'unsafe-inline' 'sha256-AAAA'", 'csp-implemented-with-no-unsafe 5'],
    ["default-src 'none'; script-src 'self' 'unsafe-eval'", 'csp-implemented-with-unsafe-eval -10'],
    ["default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'", 'csp-implemented-with-unsafe-inline-in-style-src-only 0'],
    ["default-src 'none'; script-src 'self'; connect-src http://leads.example.com", 'csp-implemented-with-insecure-scheme -20'],
    ["default-src 'none'; script-src 'self'; img-src http://cdn.example.com", 'csp-implemented-with-insecure-scheme-in-passive-content-only -10'],
    ["script-src 'self'", 'csp-implemented-with-unsafe-inline -20'],
  ])('scores the policy %j as %s', (csp, expected) => {
    expect(results(new Map([['Content-Security-Policy', csp]]), '<html></html>')['content-security-policy']).toBe(expected);
  });

  it("reads a header policy without script-src beside the meta one as the Observatory does: a directive only the meta sets counts as 'none'", () => {
    const header = "frame-ancestors 'none'; object-src 'none'";
    const unsafeMeta = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'"/>`;
    expect(results(new Map([['Content-Security-Policy', header]]), unsafeMeta)['content-security-policy']).toBe(
      'csp-implemented-with-no-unsafe-default-src-none 10',
    );
    // Alone, the same meta policy is what it is.
    expect(results(new Map(), unsafeMeta)['content-security-policy']).toBe('csp-implemented-with-unsafe-inline -20');
    // Set in both, a directive keeps only the sources both name.
    const both = new Map([['Content-Security-Policy', "default-src 'none'; script-src 'self' 'unsafe-inline'"]]);
    expect(results(both, `<meta http-equiv="Content-Security-Policy" content="script-src 'self'"/>`)['content-security-policy']).toBe(
      'csp-implemented-with-no-unsafe-default-src-none 10',
    );
  });

  it('does not count frame-ancestors from a meta tag', () => {
    const meta = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; frame-ancestors 'none'"/>`;
    expect(results(new Map(), meta)['x-frame-options']).toBe('x-frame-options-not-implemented -20');
  });

  it('wants integrity on scripts from other origins', () => {
    const html = '<script src="https://fast.wistia.com/assets/external/E-v1.js"></script>';
    expect(results(built, html)['subresource-integrity']).toBe('sri-not-implemented-but-external-scripts-loaded-securely -5');
    const withIntegrity = '<script src="https://fast.wistia.com/a.js" integrity="sha384-x"></script>';
    expect(results(built, withIntegrity)['subresource-integrity']).toBe('sri-implemented-and-external-scripts-loaded-securely 5');
  });

  it('gives bonuses only to a score of 90 or more without them', () => {
    const noHsts = new Map([...built].filter(([name]) => name !== 'Strict-Transport-Security'));
    expect(scanResponse(noHsts, HTML, { origin }).score).toBe(80);
  });

  it.each([
    [135, 'A+'],
    [100, 'A+'],
    [99, 'A'],
    [90, 'A'],
    [89, 'A-'],
    [84, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [64, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [44, 'D+'],
    [30, 'D'],
    [29, 'D-'],
    [24, 'F'],
    [0, 'F'],
  ])('grades %i as %s', (score, grade) => {
    expect(gradeOf(score)).toBe(grade);
  });
});

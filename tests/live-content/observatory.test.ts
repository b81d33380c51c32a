// @vitest-environment node
import path from 'node:path';
import { scanResponse } from '@/bench/lib/observatory';
import { getBrandContent } from '@/lib/content';
import { pagePolicy, serializePolicy, withPolicyMeta } from '@/scripts/lib/csp';
import { headerRules, headersForPath, servedPaths } from '@/scripts/lib/headers-file';
import { brandPageFacts } from '@/scripts/lib/page-facts';

const origin = 'https://www.axosbank.com';
const SOURCE = `<html><head><meta charset="utf-8"/><script>self.x=1</script><script src="/_next/static/chunks/a.js"></script></head></html>`;

/**
 * Every page of the live content keeps the Observatory's A+: a page's policy follows what its blocks
 * load (frames, videos, forms), so this checks the brands' pages as marketers left them, not code
 * (bench/lib/observatory.test.ts tests the scoring itself on built-in examples).
 */
describe('the live content under the header scan (MDN HTTP Observatory rules)', () => {
  it.each(['AXB', 'AXA', 'LVF', 'GBLVF'] as const)('grades every page of %s A+: its header policy beside its meta policy from its content', (brand) => {
    const content = getBrandContent(brand, { root: path.resolve(import.meta.dirname, '..', '..') });
    const { routes } = brandPageFacts(content);
    const files = ['_next/static/chunks/a.js', ...[...routes.keys()].map((route) => `${route.slice(1)}index.html`)];
    const rules = headerRules(servedPaths(files));
    const grades = [...routes].map(([route, facts]) => {
      const html = withPolicyMeta(SOURCE, serializePolicy(pagePolicy(SOURCE, facts)));
      const scan = scanResponse(headersForPath(rules, route), html, { origin });
      return `${route} ${scan.grade} ${scan.score}`;
    });
    expect(grades.length).toBeGreaterThan(2);
    expect(grades.filter((grade) => !grade.includes(' A+ '))).toEqual([]);
  });
});

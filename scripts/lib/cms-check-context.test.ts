import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../lib/content';
import { checkEntry } from '../../lib/content/check-entry';
import { loadBrandContent } from '../../lib/content/load';
import { headline, pageJson, siteUrlsFile } from '../../tests/fixtures/brand';
import { fixtureJson, siteJson, writeContentTree } from '../../tests/fixtures/site';
import { checkContext } from './cms-check-context';

const HOME = 'content/AXC/pages/index.json';
/** A small AXC site: its home page (the fixture copy) and the pages it links to, each one headline. */
const ROOT = writeContentTree({
  ...siteUrlsFile,
  'content/AXC/site.json': siteJson({
    code: 'AXC',
    name: 'Axos Clearing',
    siteUrl: '{clearingUrl}',
    logo: { src: '/logos/axc.svg', alt: 'Axos Clearing', height: 32 },
  }),
  [HOME]: fixtureJson(HOME),
  'content/AXC/pages/who-we-serve.json': pageJson('Who we serve', [headline('serve-intro', 'Who we serve')]),
  'content/AXC/pages/products-and-services.json': pageJson('Products', [headline('products-intro', 'Products and services')]),
  'content/AXC/pages/axos-advantage/contact-us.json': pageJson('Contact us', [headline('contact-intro', 'Contact us')], '../../../schema/page.schema.json'),
  'content/AXC/pages/terms-of-service.json': pageJson('Terms', [headline('terms-intro', 'Terms of service')]),
});
afterAll(() => fs.rmSync(ROOT, { recursive: true, force: true }));
const context = checkContext(ROOT, 'AXC');

function home(): { blocks: Record<string, unknown>[] } & Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(ROOT, HOME), 'utf8')) as { blocks: Record<string, unknown>[] };
}

function problemsOf(page: unknown): string[] {
  return checkEntry(HOME, page, context).map((problem) => `${problem.path}: ${problem.message}`);
}

describe("the editor's content check of one entry (lib/content/check-entry.ts with what the editor knows)", () => {
  it('finds nothing wrong with the content the build accepts, in every AXC page and file', () => {
    const load = loadBrandContent('AXC', { root: ROOT, env: {} });
    expect(load.ok ? [] : load.problems.map(formatProblem)).toEqual([]);
    const files = [
      ...fs.readdirSync(path.join(ROOT, 'content/AXC/pages'), { recursive: true }).map((name) => `content/AXC/pages/${String(name)}`),
      'content/AXC/site.json',
      'content/shared/link-groups.json',
      'content/shared/footer.json',
    ].filter((file) => file.endsWith('.json'));
    const problems = files.flatMap((file) => checkEntry(file, JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')), context));
    expect(problems).toEqual([]);
    expect(files).toHaveLength(8);
  });

  it("names a missing required field inside a block in the build's words", () => {
    const page = home();
    delete page.blocks[0]?.headline;
    expect(problemsOf(page)).toEqual(['blocks[0].headline: Required']);
  });

  it('names a link to a page that does not exist, and a javascript: link', () => {
    const page = home();
    const row = page.blocks[0]?.callToActionRow as Record<string, unknown>[];
    row[0] = { ...row[0], targetUrl: '/no-such-page' };
    row[1] = { ...row[1], targetUrl: 'javascript:alert(1)' };
    const problems = problemsOf(page);
    expect(problems[0]).toBe('blocks[0].callToActionRow[0].targetUrl: Links to /no-such-page/ but AXC has no page there');
    expect(problems[1]).toMatch(/^blocks\[0\]\.callToActionRow\[1\]\.targetUrl: .*javascript/);
    expect(problems).toHaveLength(2);
  });

  it('names a block id used twice and a photo whose original is missing', () => {
    const page = home();
    page.blocks[1] = { ...page.blocks[1], id: 'axc-home-hero' };
    page.blocks[0] = { ...page.blocks[0], image: { src: '/images/nobody-uploaded-this.jpg', alt: 'A family' } };
    expect(problemsOf(page)).toEqual([
      'blocks[1].id: "axc-home-hero" is already the id of blocks[0]; each block of a page needs its own id',
      'blocks[0].image.src: The original of "/images/nobody-uploaded-this.jpg" is missing: add content/images/nobody-uploaded-this.jpg',
    ]);
  });

  it('knows every route of the brand and the element ids on each page', () => {
    expect(context.anchors['/']).toContain('axc-home-hero');
    expect(Object.keys(context.anchors)).toContain('/terms-of-service/');
  });
});

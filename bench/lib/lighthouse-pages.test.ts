// @vitest-environment node
import path from 'node:path';
import { getBrandContent } from '../../lib/content';
import { Page } from '../../lib/content/schema';
import { auditPages, blockTypesIn, selectPages } from './lighthouse-pages';

const root = path.resolve(import.meta.dirname, '..', '..');
const axb = getBrandContent('AXB', { root });
const routesOf = (code: 'AXI' | 'GBLVF') => auditPages(getBrandContent(code, { root })).map((page) => page.route);

describe('the pages Lighthouse measures, read from the content', () => {
  it("measures the home page first, then each page with a form, a calculator or the marine loan picker", () => {
    const pages = auditPages(axb);
    expect(pages[0]).toEqual({ route: '/', reasons: ['home'] });
    expect(pages).toContainEqual({ route: '/privacy-request/', reasons: ['leadForm'] });
    expect(pages).toContainEqual({ route: '/personal/plan/financial-tools/', reasons: ['calculator'] });
    expect(pages).toContainEqual({ route: '/personal/borrow/marine-loans/', reasons: ['marineLoanPicker'] });
    expect(pages).toContainEqual({ route: '/customer-support/', reasons: ['calculator', 'leadForm'] });
  });

  it('leaves out content pages that ship no interactive block', () => {
    const routes = auditPages(axb).map((page) => page.route);
    expect(routes).not.toContain('/about/history/');
    expect(routes).not.toContain('/personal/');
  });

  it("counts where a brand's logo leads as its home too (AXI's /invest/)", () => {
    expect(auditPages(getBrandContent('AXI', { root })).slice(0, 2)).toEqual([
      { route: '/', reasons: ['home'] },
      { route: '/invest/', reasons: ['home', 'leadForm'] },
    ]);
  });

  it("finds the marine loan picker of the marine brand's boat loans page", () => {
    expect(routesOf('GBLVF')).toContain('/boat-loans/');
  });

  it('finds block types at any depth of a page, so a form placed inside another block would count', () => {
    const blocks = [{ type: 'tabs', panels: [{ blocks: [{ type: 'leadForm', id: 'f', callToActionRow: [{ type: 'Button' }] }] }] }];
    expect([...blockTypesIn(blocks)].sort()).toEqual(['Button', 'leadForm', 'tabs']);
  });

  it('leaves out a page whose blocks hold none of them', () => {
    const page = Page.parse({ title: 'Plain', description: 'A plain page.', blocks: [{ type: 'headline', id: 'h', headline: 'Plan ahead' }] });
    expect(auditPages({ site: axb.site, pages: [{ route: '/plain/', slug: ['plain'], file: 'plain.json', page }] })).toEqual([]);
  });
});

describe('--pages', () => {
  const pages = [
    { route: '/', reasons: ['home'] },
    { route: '/contact/', reasons: ['leadForm'] },
  ];
  const routes = new Set(['/', '/contact/', '/about/']);

  it('keeps every page when none is named', () => {
    expect(selectPages(pages, undefined, routes)).toEqual(pages);
  });

  it('narrows to the named routes, written with or without their slashes, in the order named', () => {
    expect(selectPages(pages, ['contact', '/'], routes)).toEqual([pages[1], pages[0]]);
  });

  it('measures any page of the brand it is asked for, and skips a route the brand does not have', () => {
    expect(selectPages(pages, ['/about', '/nowhere/'], routes)).toEqual([{ route: '/about/', reasons: ['named'] }]);
  });
});

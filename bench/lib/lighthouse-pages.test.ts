// @vitest-environment node
import fs from 'node:fs';
import { getBrandContent } from '../../lib/content';
import { Page } from '../../lib/content/schema';
import { axbFiles, headline, marineLoanPicker, pageJson, relayLeadForm } from '../../tests/fixtures/brand';
import { siteJson, writeContentTree } from '../../tests/fixtures/site';
import { auditPages, blockTypesIn, selectPages } from './lighthouse-pages';

/**
 * A small AXB site (tests/fixtures/brand.ts) with a support page holding a calculator and a form, and
 * the marine loan picker's page; and AXI, whose logo leads to /invest/.
 */
const root = writeContentTree({
  ...axbFiles(),
  'content/AXB/pages/customer-support.json': pageJson('Support', [
    { type: 'calculator', id: 'support-apy', name: 'APY', headline: 'See how your savings grow' },
    { ...relayLeadForm, id: 'support-contact' },
  ]),
  'content/AXB/pages/personal/borrow/marine-loans.json': pageJson(
    'Marine loans',
    [headline('marine-intro', 'Marine loans'), marineLoanPicker],
    '../../../../schema/page.schema.json',
  ),
  'content/AXI/site.json': siteJson({
    code: 'AXI',
    name: 'Axos Invest',
    siteUrl: '{investUrl}',
    logo: { src: '/logos/axi.svg', alt: 'Axos Invest', height: 32, homeUrl: '/invest/' },
  }),
  'content/AXI/pages/index.json': pageJson('Home', [headline('home-intro', 'Investing')]),
  'content/AXI/pages/invest.json': pageJson('Invest', [headline('invest-intro', 'Invest'), relayLeadForm]),
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const axb = getBrandContent('AXB', { root, env: {} });

describe('the pages Lighthouse measures, read from the content', () => {
  it('measures the home page first, then each page with a form, a calculator or the marine loan picker, and leaves out the others', () => {
    expect(auditPages(axb)).toEqual([
      { route: '/', reasons: ['home'] },
      { route: '/business/', reasons: ['leadForm'] },
      { route: '/customer-support/', reasons: ['calculator', 'leadForm'] },
      { route: '/personal/borrow/marine-loans/', reasons: ['marineLoanPicker'] },
      { route: '/personal/plan/financial-tools/', reasons: ['calculator'] },
    ]);
    expect(axb.pages.map((entry) => entry.route)).toContain('/about/');
  });

  it("counts where a brand's logo leads as its home too (AXI's /invest/)", () => {
    expect(auditPages(getBrandContent('AXI', { root, env: {} }))).toEqual([
      { route: '/', reasons: ['home'] },
      { route: '/invest/', reasons: ['home', 'leadForm'] },
    ]);
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

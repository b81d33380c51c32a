import type { BrandCode } from '@/lib/brands';
import { Site } from '@/lib/content/schema';
import { fixtureJson } from '@/tests/fixtures/site';
import { activeItem, containsSegments, hasPrefix, headerFor, isInSection, subNavFor } from './rules';

/** The brand's site.json as the fixtures hold it (a copy of what the brands ship), validated: the tables below test those configurations. */
function siteOf(code: BrandCode) {
  return Site.parse(fixtureJson(`content/${code}/site.json`));
}

describe('path matching by whole segments', () => {
  it.each([
    ['/labs/alternative-lending/', '/labs', true],
    ['/labs/', '/labs', true],
    ['/labsx/', '/labs', false],
    ['/', '/labs', false],
    ['/about-us/faqs/', '/about-us', true],
  ])('%s starts with %s: %s', (route, prefix, expected) => {
    expect(hasPrefix(route, prefix)).toBe(expected);
  });

  it.each([
    ['/products/', '/products', true],
    ['/products/select-cds/', '/products', true],
    ['/x/products/y/', '/products', true],
    ['/products-and-services/', '/products', false],
    ['/resources/', '/products', false],
  ])('%s contains %s: %s', (route, part, expected) => {
    expect(containsSegments(route, part)).toBe(expected);
  });

  it.each([
    ['/', '/', 1, true],
    ['/', '/personal/', 1, false],
    ['/personal', '/personal/bank/checking-accounts/', 1, true],
    ['/labs/alternative-lending', '/labs/alternative-lending/', 3, true],
    ['/labs/alternative-lending', '/labs/alternative-lending/insured-cash-sweep/', 3, false],
    ['{bankUrl}/personal', '/personal/', 1, false],
    ['https://apply.axosbank.com', '/', 1, false],
  ])('item %s is the section of %s by %i segment(s): %s', (url, route, segments, expected) => {
    expect(isInSection(url, route, segments)).toBe(expected);
  });
});

/** [path, current item's name or null, sub-navigation item's name or null] */
type Row = [string, string | null, string | null];

// Partial: a brand added to BRAND_CODES needs no row here to keep the suite compiling; its header
// is still validated with every brand's content.
const tables: Partial<Record<BrandCode, Row[]>> = {
  AXA: [
    ['/', 'Home', null],
    ['/products/', 'Products', 'Products'],
    ['/products/select-cds/', 'Products', 'Products'],
    ['/products/premier-private-client-banking/', 'Products', 'Products'],
    ['/find-your-advisor/', 'Find Your Advisor', null],
    ['/rias/', 'RIAs', null],
    ['/resources/', 'Resources', null],
    ['/contact-us/', null, null],
    ['/404/', null, null],
  ],
  AAS: [
    ['/', null, null],
    ['/scale-your-business/', 'Scale Your Business', null],
    ['/serve-your-clients/', 'Serve Your Clients', 'Serve Your Clients'],
    ['/serve-your-clients/retirement-plans/', 'Serve Your Clients', 'Serve Your Clients'],
    ['/cash-management-solutions/', 'Serve Your Clients', 'Serve Your Clients'],
    ['/optimize-operations/technology-providers/', 'Optimize Operations', 'Optimize Operations'],
    ['/axos-advantage/sales-team/', 'Axos Advantage', 'Axos Advantage'],
    ['/contact-us/', null, null],
  ],
  AXB: [
    ['/', null, null],
    ['/personal/', 'Personal', null],
    ['/personal/bank/checking-accounts/', 'Personal', null],
    ['/business/', 'Business', null],
    ['/commercial/lending/', null, null],
    ['/partners/dealer-services/', 'Partners', null],
    ['/customer-support/business/', 'Customer Support', null],
    ['/labs/alternative-lending/', 'ALTS', null],
    ['/labs/alternative-lending/digital-banking-for-funds/', 'Digital Banking', null],
    ['/labs/alternative-lending/solutions-for-fund-admins/', 'Fund Admin Solutions', null],
    ['/labs/alternative-lending/insured-cash-sweep/', 'ICS', null],
  ],
  AXI: [
    ['/', null, null],
    ['/invest/', 'Invest', 'Invest'],
    ['/invest/managed-portfolios/', 'Invest', 'Invest'],
    ['/invest/client-relationship-summary/', 'Invest', 'Invest'],
    ['/customer-support/', 'Customer Support', null],
    // The bank's sections are company links for AXI, never its own current page.
    ['/personal/', null, null],
  ],
  AXC: [
    ['/', null, null],
    ['/who-we-serve/', 'Who We Serve', null],
    ['/who-we-serve/hybrid-rias/', 'Who We Serve', null],
    ['/products-and-services/axos-complete/', 'Products and Services', null],
    ['/axos-advantage/contact-us/', 'Axos Advantage', null],
  ],
  AFS: [
    ['/', null, null],
    ['/about-us/', 'About Us', null],
    ['/services/', 'Services', null],
    ['/software/', 'Software', null],
    ['/contact/', 'Contact', null],
  ],
  LVF: [
    ['/', null, null],
    ['/about-us/', 'About Us', 'About Us'],
    ['/about-us/faqs/', 'About Us', 'About Us'],
    ['/about-us/our-team/', 'About Us', 'About Us'],
    ['/loans/', 'Loans', null],
    ['/events/', 'Events', null],
    ['/apply-now/', null, null],
  ],
  GBLVF: [
    ['/', null, null],
    ['/boat-loans/', null, null],
  ],
};

describe.each(Object.entries(tables) as [BrandCode, Row[]][])('%s header', (code, rows) => {
  const site = siteOf(code);
  it.each(rows)('on %s the current item is %s and the sub-navigation is %s', (route, current, subNav) => {
    const config = headerFor(route, site.header);
    expect(activeItem(route, config)?.name ?? null).toBe(current);
    expect(subNavFor(route, config)?.name ?? null).toBe(subNav);
  });
});

describe('headerFor: the header a path gets', () => {
  const axb = siteOf('AXB');
  it.each([
    ['/', ['Personal', 'Business', 'Partners', 'Customer Support']],
    ['/personal/', ['Personal', 'Business', 'Partners', 'Customer Support']],
    ['/labs/alternative-lending/', ['ALTS', 'Digital Banking', 'Fund Admin Solutions', 'ICS']],
    ['/labs/alternative-lending/insured-cash-sweep/', ['ALTS', 'Digital Banking', 'Fund Admin Solutions', 'ICS']],
  ])('AXB %s has the items %j', (route, names) => {
    expect(headerFor(route, axb.header).items.map((item) => item.name)).toEqual(names);
  });

  it('the alternative-lending header picks its item by the third segment and has no sign-in', () => {
    const labs = headerFor('/labs/alternative-lending/', axb.header);
    expect(labs.activeSegment).toBe(3);
    expect(labs.signIn).toBeUndefined();
    expect(labs.items.map((item) => item.url)).toEqual([
      '/labs/alternative-lending',
      '/labs/alternative-lending/digital-banking-for-funds',
      '/labs/alternative-lending/solutions-for-fund-admins',
      '/labs/alternative-lending/insured-cash-sweep',
    ]);
  });

  it('GBLVF has the logo-only header', () => {
    const config = headerFor('/', siteOf('GBLVF').header);
    expect(config.items).toEqual([]);
    expect(config.signIn).toBeUndefined();
    expect(config.cta).toBeUndefined();
  });
});

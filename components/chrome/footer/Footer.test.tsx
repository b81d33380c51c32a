import { render, screen, within } from '@testing-library/react';
import { BRAND_CODES, type BrandCode } from '@/lib/brands';
import { LinkGroups, Site } from '@/lib/content/schema';
import { fixtureJson, sharedFooterJson, siteJson } from '@/tests/fixtures/site';
import { copyrightLine, copyrightYear, MARINE_COPYRIGHT_YEAR } from './copyright';
import type { FooterContent } from '@/lib/content';
import { Footer } from './Footer';
import { type FooterConfigData, SharedFooter } from '@/lib/content/model/footer';

/** The brands' shared content as the fixtures hold it (tests/fixtures/site.ts), parsed by the same schemas the loader uses. */
const fixtureSharedFooter = SharedFooter.parse(fixtureJson('content/shared/footer.json'));
const fixtureLinkGroups = LinkGroups.parse(fixtureJson('content/shared/link-groups.json')).groups;
const fixtureTokens = (fixtureJson('content/shared/site-urls.json') as { tokens: Record<string, string> }).tokens;
const links = { tokens: fixtureTokens };

function content(footer: Record<string, unknown>, overrides: Record<string, unknown> = {}): FooterContent {
  return {
    site: Site.parse(siteJson({ footer, ...overrides })),
    linkGroups: fixtureLinkGroups,
    sharedFooter: SharedFooter.parse(sharedFooterJson({ social: fixtureSharedFooter.social, app: fixtureSharedFooter.app })),
  };
}

function brandContent(code: BrandCode): FooterContent {
  return { site: Site.parse(fixtureJson(`content/${code}/site.json`)), linkGroups: fixtureLinkGroups, sharedFooter: fixtureSharedFooter };
}

const thisYear = new Date().getFullYear();

const regular = {
  type: 'logo',
  logo: 'full',
  links: [
    { url: '/contact-us', text: 'Contact Us' },
    { url: '{advisorServicesUrl}', text: 'Axos Advisor Services', ariaLabel: 'Axos Advisor Services for registered investment advisers' },
  ],
  social: 'parentBank',
  copyrightHolder: 'Axos Bank',
  disclosure: 'Bank products are offered by Axos Bank, Member FDIC.',
};

describe('logo footer, regular variant', () => {
  it('shows the links by their accessible names, the phone, the disclosure and this year’s copyright', () => {
    render(<Footer content={content(regular)} links={links} />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us/');
    const labelled = within(nav).getByRole('link', { name: 'Axos Advisor Services for registered investment advisers' });
    expect(labelled).toHaveAttribute('href', 'https://www.axosadvisorservices.com');
    expect(labelled).toHaveTextContent('Axos Advisor Services');
    expect(screen.getByRole('link', { name: '1-888-502-2967' })).toHaveAttribute('href', 'tel:18885022967');
    expect(screen.getByText('Bank products are offered by Axos Bank, Member FDIC.')).toBeInTheDocument();
    expect(screen.getByText(`© ${thisYear} Axos Bank. All rights reserved.`)).toBeInTheDocument();
  });

  it('links to the terms of service and privacy policy in English', () => {
    render(<Footer content={content(regular)} links={links} />);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Terms of Service', '/terms-of-service/?language=en'],
      ['Privacy Policy', '/privacy-policy/?language=en'],
    ]);
  });

  it('"full" shows the brand logo image, linking home', () => {
    render(<Footer content={content(regular)} links={links} />);
    const home = screen.getByRole('link', { name: 'Axos Bank home' });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByRole('img', { name: 'Axos Bank' })).toHaveAttribute('src', '/logos/axb.svg');
  });

  it('"text" shows the brand name as a wordmark instead of the image', () => {
    render(<Footer content={content({ ...regular, logo: 'text' })} links={links} />);
    const home = screen.getByRole('link', { name: 'Axos Bank home' });
    expect(home).toHaveTextContent('Axos Bank');
    expect(within(home).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('logo footer, marine variant', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a fixed 2025 copyright and no legal links, whatever the year', () => {
    vi.useFakeTimers({ now: new Date(2031, 5, 1), toFake: ['Date'] });
    const marine = { ...regular, variant: 'marine', copyrightHolder: 'Great Bay Marine Finance Group' };
    render(<Footer content={content(marine)} links={links} />);
    expect(screen.getByText('© 2025 Great Bay Marine Finance Group. All rights reserved.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Legal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /terms of service|privacy policy/i })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });
});

describe('copyright year', () => {
  const logo = (variant: 'regular' | 'marine') => ({ ...regular, variant }) as FooterConfigData;
  const siteMap = { type: 'siteMap', sections: [], appPromo: false, social: 'parentBank', copyrightHolder: 'Axos Bank' } as FooterConfigData;
  // Local wall-clock times, as the build machine's clock reads them.
  it.each([
    { variant: 'regular', footer: logo('regular'), now: '2031-06-01T12:00', year: 2031 },
    { variant: 'regular', footer: logo('regular'), now: '2027-01-01T00:00', year: 2027 },
    { variant: 'regular', footer: logo('regular'), now: '2026-12-31T23:59', year: 2026 },
    { variant: 'site map', footer: siteMap, now: '2030-03-15T09:30', year: 2030 },
    { variant: 'marine', footer: logo('marine'), now: '2031-06-01T12:00', year: 2025 },
    { variant: 'marine', footer: logo('marine'), now: '2024-06-01T12:00', year: 2025 },
  ])('$variant on $now shows $year', ({ footer, now, year }) => {
    expect(copyrightYear(footer, new Date(now))).toBe(year);
  });

  it('the marine year is the spec’s 2025 and the line reads "© <year> <holder>. All rights reserved."', () => {
    expect(MARINE_COPYRIGHT_YEAR).toBe(2025);
    expect(copyrightLine(2025, 'Great Bay Marine Finance Group')).toBe('© 2025 Great Bay Marine Finance Group. All rights reserved.');
  });
});

describe('site-map footer', () => {
  const siteMap = {
    type: 'siteMap',
    sections: [
      { title: 'Personal', groups: ['personalBank', 'personalBorrow', 'personalInvest', 'personalPlan'] },
      { title: 'Business', groups: ['business'] },
      { title: 'Partners', groups: ['partners'] },
      { title: 'About', groups: ['about'] },
      { title: 'Support', groups: ['support'] },
    ],
    legalGroup: 'legal',
    depositInsurance: {
      logo: { src: '/footer/member-fdic.svg', alt: 'Member FDIC' },
      text: 'FDIC-Insured - Backed by the full faith and credit of the U.S. Government',
    },
    social: 'parentBank',
    copyrightHolder: 'Axos Bank',
  };

  /** Each section's collapsible copy (a <details>) keyed by its summary, for small screens. */
  function collapsibles(): Map<string, HTMLDetailsElement> {
    const nav = screen.getByRole('navigation', { name: 'Site map' });
    return new Map([...nav.querySelectorAll('details')].map((details) => [details.querySelector('summary')?.textContent ?? '', details]));
  }

  /**
   * The names of the links under each titled group: section headings (h2, whose links are in the
   * <details> after them, shown open from md up) and Personal's groups (h3).
   */
  function expandedGroups(): Record<string, string[]> {
    const nav = screen.getByRole('navigation', { name: 'Site map' });
    const out: Record<string, string[]> = {};
    for (const heading of within(nav).getAllByRole('heading')) {
      const next = heading.nextElementSibling;
      const list = next?.tagName === 'DETAILS' ? next.querySelector(':scope > div > ul') : next;
      if (list?.tagName === 'UL')
        out[heading.textContent ?? ''] = within(list as HTMLElement)
          .getAllByRole('link')
          .map((a) => a.textContent ?? '');
    }
    return out;
  }

  it('shows the spec’s groups under Personal, Business, Partners, About and Support headings', () => {
    render(<Footer content={content(siteMap)} links={links} />);
    const nav = screen.getByRole('navigation', { name: 'Site map' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Personal', 'Business', 'Partners', 'About', 'Support']);
    expect(expandedGroups()).toEqual({
      Bank: ['Checking', 'Savings', 'CDs', 'Premier'],
      Borrow: ['Mortgages', 'Personal Loans', 'Auto Loans', 'Marine Loans'],
      Invest: ['Managed Portfolios', 'Self-Directed Trading', 'Client Relationship Summary'],
      Plan: ['Mobile App', 'Financial Tools', 'Insights'],
      Business: ['Small Business Banking', 'Commercial Lending', 'Commercial Banking'],
      Partners: ['Marine Dealer Floorplan Finance', 'Wholesale Lending', 'Financial Advisors', 'Dealer Services', 'Strategic Partnerships'],
      About: ['Corporate Profile', 'History', 'Awards', 'Executive Team', 'Press and News'],
      Support: ['Personal Support', 'Business Support', 'Partner Support'],
    });
  });

  it.each([
    {
      site: 'the bank',
      siteOrigin: 'https://www.axosbank.com',
      hrefs: {
        Checking: '/personal/bank/checking-accounts/',
        'Commercial Lending': '/commercial/lending/',
        'Partner Support': '/customer-support/partner/',
        'Managed Portfolios': 'https://www.axosinvest.com/invest/managed-portfolios',
        'Client Relationship Summary': 'https://www.axosinvest.com/invest/client-relationship-summary',
        Mortgages: 'https://mortgage.axosbank.com',
        'Press and News': 'https://news.axosbank.com',
      },
    },
    {
      site: 'the invest brand',
      siteOrigin: 'https://www.axosinvest.com',
      hrefs: {
        Checking: 'https://www.axosbank.com/personal/bank/checking-accounts',
        'Managed Portfolios': '/invest/managed-portfolios/',
        'Self-Directed Trading': '/invest/self-directed-trading/',
        'Client Relationship Summary': '/invest/client-relationship-summary/',
        'Auto Loans': 'https://auto.axosbank.com',
      },
    },
  ])('on $site, group links to its own site are its routes and other hosts stay as they are', ({ siteOrigin, hrefs }) => {
    render(<Footer content={content(siteMap)} links={{ tokens: fixtureTokens, siteOrigin }} />);
    const nav = screen.getByRole('navigation', { name: 'Site map' });
    for (const [name, href] of Object.entries(hrefs)) {
      for (const link of within(nav).getAllByRole('link', { name })) expect([name, link.getAttribute('href')]).toEqual([name, href]);
    }
  });

  it('puts each section in a collapsed <details> for small screens, the same links the wide layout shows', () => {
    render(<Footer content={content(siteMap)} links={links} />);
    const sections = collapsibles();
    // One copy of each link for both widths: every link of the site map is inside a <details>.
    const nav = screen.getByRole('navigation', { name: 'Site map' });
    const all = [...nav.querySelectorAll('a')];
    expect(all.length).toBe(30);
    expect(all.filter((a) => a.closest('details') === null)).toEqual([]);
    expect(new Set(all.map((a) => a.textContent)).size).toBe(all.length);
    expect([...sections.keys()]).toEqual(['Personal', 'Business', 'Partners', 'About', 'Support']);
    for (const details of sections.values()) expect(details.open).toBe(false);
    const partners = sections.get('Partners');
    if (!partners) throw new Error('no Partners section');
    expect(
      within(partners)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Marine Dealer Floorplan Finance', 'Wholesale Lending', 'Financial Advisors', 'Dealer Services', 'Strategic Partnerships']);
    const personal = sections.get('Personal');
    if (!personal) throw new Error('no Personal section');
    expect(
      within(personal)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Bank', 'Borrow', 'Invest', 'Plan']);
  });

  it('shows the legal group as its own navigation', () => {
    render(<Footer content={content(siteMap)} links={links} />);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Business Disclosures', 'HELOC Disclosures', 'Home Equity Loan Disclosures', 'Privacy Policy', 'FDIC Notice', 'EHL Notice', 'SAFE Act']);
    expect(within(legal).getByRole('link', { name: 'FDIC Notice' }).getAttribute('href')).toMatch(/\/legal\/fdic-notice\/?$/);
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).not.toContain('language=');
  });

  it('shows the deposit-insurance callout with its logo', () => {
    render(<Footer content={content(siteMap)} links={links} />);
    expect(screen.getByRole('img', { name: 'Member FDIC' })).toHaveAttribute('src', '/footer/member-fdic.svg');
    expect(screen.getByText('FDIC-Insured - Backed by the full faith and credit of the U.S. Government')).toBeInTheDocument();
    expect(screen.getByText(`© ${thisYear} Axos Bank. All rights reserved.`)).toBeInTheDocument();
  });

  const promoElements = () => [
    screen.queryByRole('img', { name: 'QR code to get the Axos Bank app' }),
    screen.queryByText('All your finances. In one place.'),
    screen.queryByRole('link', { name: 'Download on the App Store' }),
    screen.queryByRole('link', { name: 'Get it on Google Play' }),
  ];

  it('appPromo shows the QR code, the tagline and the app-store badges', () => {
    render(<Footer content={content({ ...siteMap, appPromo: true })} links={links} />);
    for (const element of promoElements()) expect(element).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code to get the Axos Bank app' });
    // Drawn inline: a data: image would need data: in the page's img-src.
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', fixtureSharedFooter.app.appStore.url);
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', fixtureSharedFooter.app.googlePlay.url);
  });

  it('without appPromo the QR code, the tagline and the app-store badges are left out', () => {
    render(<Footer content={content({ ...siteMap, appPromo: false })} links={links} />);
    expect(promoElements()).toEqual([null, null, null, null]);
  });
});

describe('each brand’s footer, from its content', () => {
  const PARENT_BANK = ['Facebook', 'Instagram', 'X', 'YouTube', 'LinkedIn', 'Pinterest'].map((n) => `Axos Bank on ${n}`);
  const DEALER = ['Facebook', 'Instagram', 'LinkedIn'].map((n) => `LVF Vehicle Finance on ${n}`);
  // Every brand has its row: the compiler asks for one when a brand is added to BRAND_CODES.
  const expected: Record<BrandCode, { kind: string; social: string[]; year: number }> = {
    AXB: { kind: 'siteMap', social: PARENT_BANK, year: thisYear },
    AXI: { kind: 'siteMap', social: PARENT_BANK, year: thisYear },
    AXA: { kind: 'logo regular', social: PARENT_BANK, year: thisYear },
    AAS: { kind: 'logo regular', social: PARENT_BANK, year: thisYear },
    AXC: { kind: 'logo regular', social: PARENT_BANK, year: thisYear },
    AFS: { kind: 'logo regular', social: PARENT_BANK, year: thisYear },
    LVF: { kind: 'logo regular', social: DEALER, year: thisYear },
    GBLVF: { kind: 'logo marine', social: PARENT_BANK, year: 2025 },
  };

  it.each(BRAND_CODES)('%s: its footer type, social icons (external, named) and copyright year', (code) => {
    const brand = brandContent(code);
    const { footer } = brand.site;
    const want = expected[code];
    expect(footer.type === 'logo' ? `logo ${footer.variant}` : footer.type).toBe(want.kind);
    render(<Footer content={brand} links={links} />);
    const social = screen.getByRole('list', { name: /on social media$/ });
    const icons = within(social).getAllByRole('link');
    expect(icons.map((a) => a.getAttribute('aria-label'))).toEqual(want.social);
    for (const icon of icons) {
      expect(icon).toHaveClass('ext-link');
      expect(icon).toHaveAttribute('target', '_blank');
      expect(icon.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(screen.getByText(new RegExp(`^© ${want.year} `))).toBeInTheDocument();
  });

  // The legal navigation by footer kind: the site map's names the SAFE Act, the regular logo footer links the
  // terms of service, the marine footer has none.
  const withKind = (kind: string) => BRAND_CODES.filter((code) => expected[code].kind === kind);

  it.each(withKind('siteMap'))('%s: its Legal navigation links the SAFE Act', (code) => {
    render(<Footer content={brandContent(code)} links={links} />);
    expect(within(screen.getByRole('navigation', { name: 'Legal' })).getByRole('link', { name: 'SAFE Act' })).toBeInTheDocument();
  });

  it.each(withKind('logo regular'))('%s: its Legal navigation links the terms of service', (code) => {
    render(<Footer content={brandContent(code)} links={links} />);
    expect(within(screen.getByRole('navigation', { name: 'Legal' })).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service/?language=en',
    );
  });

  it.each(withKind('logo marine'))('%s: has no Legal navigation', (code) => {
    render(<Footer content={brandContent(code)} links={links} />);
    expect(screen.queryByRole('navigation', { name: 'Legal' })).not.toBeInTheDocument();
  });
});

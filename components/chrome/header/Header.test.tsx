import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrandCode } from '@/lib/brands';
import { LinkGroups, Site } from '@/lib/content/schema';
import { fixtureJson } from '@/tests/fixtures/site';
import { Header } from './Header';

/** The brands' site configurations and shared files as the fixtures hold them (tests/fixtures/site.ts). */
const readJson = (...parts: string[]): unknown => fixtureJson(parts.join('/'));
const linkGroups = LinkGroups.parse(readJson('content', 'shared', 'link-groups.json')).groups;
const links = { tokens: { applicationUrl: 'https://apply.example.com', onlineBankingUrl: 'https://online.example.com' } };
const tokens = (readJson('content', 'shared', 'site-urls.json') as { tokens: Record<string, string> }).tokens;

/** Renders the header of a brand's site.json (its fixture copy) at a route; the client leaves load like in the browser. */
async function renderHeader(code: BrandCode, route: string) {
  const site = Site.parse(readJson('content', code, 'site.json'));
  const view = render(<Header site={site} linkGroups={linkGroups} links={{ tokens }} route={route} />);
  // The disclosures are code-split: wait until they have loaded.
  await screen.findAllByRole('button');
  return view;
}

/**
 * The main navigation, opened as the mobile menu. One copy serves both widths: it is the panel of
 * the hamburger's disclosure, which CSS lays out in the bar from 1024 px (the test DOM has no layout; the
 * desktop bar is tested in tests/e2e/header.spec.ts).
 */
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('Header', () => {
  it('has a skip link and the logo linking to the brand home (/invest for AXI)', async () => {
    await renderHeader('AXI', '/invest/');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    const home = screen.getByRole('link', { name: 'Axos Invest home' });
    expect(home).toHaveAttribute('href', '/invest/');
    expect(within(home).getByRole('img', { name: 'Axos Invest' })).toHaveAttribute('width', '120');
  });

  it('GBLVF has only the skip link and the logo', () => {
    const site = Site.parse(readJson('content', 'GBLVF', 'site.json'));
    render(<Header site={site} linkGroups={linkGroups} links={links} route="/" />);
    expect(screen.getAllByRole('link').map((link) => link.textContent || link.getAttribute('aria-label'))).toEqual([
      'Skip to main content',
      'Great Bay Marine Finance Group home',
    ]);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('AXA: items, Contact Us highlighted beside Sign In and an item of the mobile menu, the current item, no sub-navigation outside /products', async () => {
    const user = userEvent.setup();
    await renderHeader('AXA', '/rias/');
    const nav = await openMenu(user);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Products', '/products/'],
      ['Find Your Advisor', '/find-your-advisor/'],
      ['RIAs', '/rias/'],
      ['Resources', '/resources/'],
      ['Contact Us', '/contact-us/'],
    ]);
    expect(within(nav).getByRole('link', { name: 'RIAs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    // Sign In in the bar, and a section of the mobile menu.
    expect(screen.getAllByRole('button', { name: 'Sign In' }).filter((button) => !nav.contains(button))).toHaveLength(1);
    expect(within(nav).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Contact Us' })[0]).toHaveAttribute('href', '/contact-us/');
    expect(screen.queryByRole('navigation', { name: 'Products' })).toBeNull();
  });

  it('AXA on /products: the Products bar with the Private Client dropdown and the product links', async () => {
    const user = userEvent.setup();
    await renderHeader('AXA', '/products/select-cds/');
    const bar = screen.getByRole('navigation', { name: 'Products' });
    expect(within(bar).getByRole('link', { name: 'Select CDs' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/products/select-high-yield-money-market/',
      '/products/select-cds/',
      '/products/select-checking/',
      '/products/select-savings/',
      '/products/business-banking/',
      '/products/mortgage/',
    ]);
    const privateClient = within(bar).getByRole('button', { name: 'Private Client' });
    expect(privateClient).toHaveAttribute('aria-expanded', 'false');
    await user.hover(privateClient);
    expect(privateClient).toHaveAttribute('aria-expanded', 'true');
    expect(within(bar).getByText('Up to 0.40% APY')).toBeVisible();
    expect(within(bar).getByText(/^Annual Percentage Yield \(APY\) is accurate as of/)).toBeVisible();
    expect(within(bar).getByRole('link', { name: 'Call 1-844-999-2967' })).toHaveAttribute('href', 'tel:18449992967');
    expect(within(bar).getByRole('link', { name: 'Help & Support' })).toHaveAttribute('href', '/contact-us/');
    for (const [name, href] of [
      ['Premier Private Client Banking', '/products/premier-private-client-banking/'],
      ['InsureGuard for Advisor', '/products/insureguard-for-advisor/'],
      ['Premier World Checking and Savings', '/products/premier-world-checking-and-savings/'],
    ]) {
      expect(within(bar).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await user.unhover(privateClient);
    expect(privateClient).toHaveAttribute('aria-expanded', 'false');
  });

  it('AXA Sign In lists the external login sites of "logins", and the mobile menu has its sections and footer', async () => {
    const user = userEvent.setup();
    await renderHeader('AXA', '/');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const personal = screen.getByRole('link', { name: 'Personal Account Login' });
    expect(personal).toHaveAttribute('href', tokens.onlineBankingUrl);
    expect(screen.getByRole('link', { name: 'Business Business Banking Login' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Advisors Advisor Login' })).toBeVisible();

    const menu = await openMenu(user);
    const heading = screen.getByRole('heading', { name: 'Welcome' });
    expect(heading).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    // Contact Us is a normal item on mobile.
    expect(within(menu).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us/');
    const products = within(menu).getByRole('button', { name: 'Products menu' });
    const signIn = within(menu).getByRole('button', { name: 'Sign In' });
    await user.click(products);
    await user.click(signIn);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(signIn).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Select Checking' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Advisors Advisor Login' })).toBeVisible();
    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(signIn).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Get personalized support')).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Contact Us' }).filter((link) => link.closest('[hidden]') === null)).toHaveLength(3);
  });

  it('AXB: Personal, Business and Partners link to their pages and open their groups; Return to Application', async () => {
    const user = userEvent.setup();
    await renderHeader('AXB', '/personal/bank/checking-accounts/');
    const nav = await openMenu(user);
    expect(within(nav).getByRole('link', { name: 'Personal' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Business' })).toHaveAttribute('href', '/business/');
    expect(within(nav).getByRole('link', { name: 'Customer Support' })).toHaveAttribute('href', '/customer-support/');
    expect(screen.getAllByRole('link', { name: 'Return to Application' })[0]).toHaveAttribute('href', tokens.applicationUrl);
    const personalMenu = within(nav).getByRole('button', { name: 'Personal menu' });
    await user.click(personalMenu);
    for (const group of ['Bank', 'Borrow', 'Invest', 'Plan']) {
      expect(within(nav).getByRole('list', { name: group })).toBeVisible();
    }
    // Opening another dropdown closes the first: the click lands outside it, not on a link.
    await user.click(within(nav).getByRole('button', { name: 'Partners menu' }));
    expect(personalMenu).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('list', { name: 'Partners' })).toBeVisible();
  });

  it('AXB: the menus are in the page once, for the bar and the mobile menu alike', async () => {
    await renderHeader('AXB', '/');
    const header = screen.getByRole('banner');
    for (const name of ['Personal', 'Checking', 'Mortgages', 'Insights', 'Small Business Banking', 'Strategic Partnerships']) {
      expect([name, within(header).getAllByRole('link', { name, hidden: true }).length]).toEqual([name, 1]);
    }
    expect(
      within(header)
        .getAllByRole('navigation', { hidden: true })
        .map((nav) => nav.getAttribute('aria-label')),
    ).toEqual(['Main']);
  });

  it('AXB /labs gets the alternative-lending header, current by the third segment', async () => {
    const user = userEvent.setup();
    await renderHeader('AXB', '/labs/alternative-lending/insured-cash-sweep/');
    const nav = await openMenu(user);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ALTS', 'Digital Banking', 'Fund Admin Solutions', 'ICS']);
    expect(within(nav).getByRole('link', { name: 'ICS' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'ALTS' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
  });

  it('AXI points the bank sections at the bank site', async () => {
    const user = userEvent.setup();
    await renderHeader('AXI', '/invest/managed-portfolios/');
    const nav = await openMenu(user);
    expect(within(nav).getByRole('link', { name: 'Personal' })).toHaveAttribute('href', `${tokens.bankUrl}/personal`);
    expect(within(nav).getByRole('link', { name: 'Invest' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: 'Invest' })).toBeInTheDocument();
  });

  it('AAS on /cash-management-solutions shows the Serve Your Clients sub-navigation', async () => {
    const user = userEvent.setup();
    await renderHeader('AAS', '/cash-management-solutions/');
    const bar = screen.getByRole('navigation', { name: 'Serve Your Clients' });
    expect(within(bar).getByRole('link', { name: 'Cash Management Solutions' })).toHaveAttribute('aria-current', 'page');
    expect(within(await openMenu(user)).getByRole('link', { name: 'Serve Your Clients' })).toHaveAttribute('aria-current', 'page');
  });

  it('AXC highlights Get in Touch and opens its menus', async () => {
    const user = userEvent.setup();
    await renderHeader('AXC', '/');
    expect(screen.getAllByRole('link', { name: 'Get in Touch' })[0]).toHaveAttribute('href', '/axos-advantage/contact-us/');
    await user.click(within(await openMenu(user)).getByRole('button', { name: 'Who We Serve menu' }));
    expect(screen.getByRole('link', { name: 'Broker-Dealers' })).toHaveAttribute('href', '/who-we-serve/broker-dealers/');
    expect(screen.getByRole('link', { name: 'Hybrid RIAs' })).toHaveAttribute('href', '/who-we-serve/hybrid-rias/');
  });

  it("AFS: four links, and the mobile menu's Talk With Us button", async () => {
    const user = userEvent.setup();
    await renderHeader('AFS', '/services/');
    const nav = await openMenu(user);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/about-us/', '/services/', '/software/', '/contact/']);
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    expect(screen.getByText('Contact a Specialist Today!')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Talk With Us' })).toHaveAttribute('href', '/contact/');
  });

  it('LVF: Apply Now last, the About sub-navigation under /about-us, the Login menu, Apply Now in the mobile footer', async () => {
    const user = userEvent.setup();
    await renderHeader('LVF', '/about-us/faqs/');
    const about = screen.getByRole('navigation', { name: 'About Us' });
    expect(
      within(about)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Our Process', 'FAQs', 'News', 'Our Team']);
    // In the order of the page (the bar's, from 1024 px): the items, then Login and Apply Now.
    const names = screen.getAllByRole('link', { hidden: true }).map((link) => link.textContent);
    expect(names.indexOf('Contact Us')).toBeGreaterThan(-1);
    expect(names.lastIndexOf('Apply Now')).toBeGreaterThan(names.indexOf('Contact Us'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('link', { name: 'Existing Customers Online Banking Login' })).toHaveAttribute('href', tokens.onlineBankingUrl);
    expect(screen.getByRole('link', { name: 'Commercial Login Commercial Banking Portal' })).toHaveAttribute('href', tokens.commercialPortalUrl);

    const menu = await openMenu(user);
    const group = within(menu).getByRole('button', { name: 'About Us menu' });
    await user.click(group);
    for (const name of ['Our Process', 'FAQs', 'News', 'Our Team']) expect(within(menu).getByRole('link', { name })).toBeVisible();
    // Apply Now is the footer button on mobile, not another item.
    expect(within(menu).queryByRole('link', { name: 'Apply Now' })).toBeNull();
    const visibleApply = screen.getAllByRole('link', { name: 'Apply Now' });
    expect(visibleApply.length).toBe(2);
  });
});

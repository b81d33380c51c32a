import { render, screen, within } from '@testing-library/react';
import { Site } from '@/lib/content/schema';
import { siteJson } from '@/tests/fixtures/site';
import { copyrightYear, Footer } from './Footer';
import { Header, isActiveItem } from './Header';

const site = Site.parse(
  siteJson({
    header: {
      items: [
        { name: 'Personal', url: '/personal' },
        { name: 'Business', url: '/business/' },
      ],
      cta: { name: 'Open an Account', url: '{enrollmentUrl}' },
    },
    footer: { links: [{ url: '{careersUrl}', text: 'Careers', ariaLabel: 'Careers at Axos Bank' }], copyrightHolder: 'Axos Bank' },
  }),
);
const links = { tokens: { enrollmentUrl: 'https://online.axosbank.com/enroll', careersUrl: 'https://careers.axosbank.com' } };

describe('isActiveItem: the first path segment decides', () => {
  it.each([
    ['/personal', '/personal/', true],
    ['/personal', '/personal/bank/checking/', true],
    ['/personal', '/business/', false],
    ['/personal', '/', false],
    ['/', '/', true],
    ['/', '/personal/', false],
    ['{bankUrl}/personal', '/personal/', false],
  ])('item %s on %s -> %s', (url, route, active) => {
    expect(isActiveItem(url, route)).toBe(active);
  });
});

describe('Header', () => {
  it('has a skip link, the logo linking home, the items and the highlighted call to action', () => {
    render(<Header site={site} links={links} route="/personal/checking/" />);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    const home = screen.getByRole('link', { name: 'Axos Bank home' });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByRole('img', { name: 'Axos Bank' })).toHaveAttribute('width', '120');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Personal' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Business' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Open an Account' })).toHaveAttribute('href', 'https://online.axosbank.com/enroll');
  });
});

describe('Footer', () => {
  it('shows the links with their accessible names, the phone and the copyright', () => {
    render(<Footer site={site} links={links} />);
    expect(screen.getByRole('link', { name: 'Careers at Axos Bank' })).toHaveAttribute('href', 'https://careers.axosbank.com');
    expect(screen.getByRole('link', { name: '1-888-502-2967' })).toHaveAttribute('href', 'tel:18885022967');
    expect(screen.getByText(`© ${new Date().getFullYear()} Axos Bank. All rights reserved.`)).toBeInTheDocument();
  });

  it.each([
    [undefined, new Date('2031-06-01'), 2031],
    [2025, new Date('2031-06-01'), 2025],
  ])('copyright year with fixed %s in %s is %s', (fixed, now, year) => {
    expect(copyrightYear(fixed, now)).toBe(year);
  });
});

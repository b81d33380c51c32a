import { render, screen, within } from '@testing-library/react';
import { Site } from '@/lib/content/schema';
import { siteJson } from '@/tests/fixtures/site';
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
  }),
);
const links = { tokens: { enrollmentUrl: 'https://online.axosbank.com/enroll' } };

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

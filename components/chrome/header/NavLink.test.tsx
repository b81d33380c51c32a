import { render, screen } from '@testing-library/react';
import { NavLink } from './NavLink';

const links = { tokens: {} };

describe('NavLink', () => {
  it.each([
    ['a link to the page shown', '/personal/', undefined, 'page'],
    ['a link to another page', '/business/', undefined, null],
    ['an active top-level item whose own URL is another page (its section holds the page)', '/business/', true, 'page'],
    ['an inactive top-level item, even on its own page', '/personal/', false, null],
  ] as const)('%s: aria-current %s', (_, href, active, current) => {
    render(
      <NavLink href={href} scope={{ links, route: '/personal/' }} active={active}>
        Go
      </NavLink>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link.getAttribute('aria-current')).toBe(current);
    expect(link).toHaveAttribute('href', href);
  });
});

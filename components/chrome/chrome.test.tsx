import { render, screen } from '@testing-library/react';
import { Site } from '@/lib/content/schema';
import { siteJson } from '@/tests/fixtures/site';
import { copyrightYear, Footer } from './Footer';

const site = Site.parse(
  siteJson({
    footer: { links: [{ url: '{careersUrl}', text: 'Careers', ariaLabel: 'Careers at Axos Bank' }], copyrightHolder: 'Axos Bank' },
  }),
);
const links = { tokens: { careersUrl: 'https://careers.axosbank.com' } };

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

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkBehaviour } from './LinkBehaviour';

describe('the global link behaviour', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('carries tracking parameters onto internal links and intercepts external ones', async () => {
    window.history.replaceState(null, '', '/personal/?utm_source=x&ids[]=1');
    render(
      <>
        <a href="/business/">Business</a>
        <a className="ext-link" href="https://www.fdic.gov/" target="_blank" rel="noopener noreferrer">
          FDIC
        </a>
        <LinkBehaviour siteName="Axos Bank" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Business' })).toHaveAttribute('href', '/business/?utm_source=x&ids%5B%5D=1');
    expect(screen.getByRole('link', { name: 'FDIC' })).toHaveAttribute('href', 'https://www.fdic.gov/');
    await userEvent.setup().click(screen.getByRole('link', { name: 'FDIC' }));
    expect(screen.getByRole('dialog', { name: "You're continuing to another website" })).toHaveTextContent('https://www.fdic.gov/');
  });
});

import { render, screen } from '@testing-library/react';
import { Markdown } from './Markdown';

const links = {
  tokens: { bankUrl: 'https://www.axosbank.com', onlineBankingUrl: 'https://online.axosbank.com' },
  siteOrigin: 'https://www.axosbank.com',
};

describe('Markdown rich text', () => {
  it('renders formatting and resolves {token} links', () => {
    render(<Markdown links={links}>{'**Bold** text. [Sign in]({onlineBankingUrl}/login) and [rates](/personal/rates).'}</Markdown>);
    expect(screen.getByText('Bold').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', 'https://online.axosbank.com/login');
    expect(screen.getByRole('link', { name: 'rates' })).toHaveAttribute('href', '/personal/rates/');
  });

  // react-markdown's default urlTransform keeps http, https, irc, ircs, mailto and xmpp (spec 01 §7),
  // and relative URLs; any other scheme loses its target, so the text renders without a link.
  it.each([
    ['https://example.com/', 'https://example.com/'],
    ['HTTPS://EXAMPLE.COM/', 'HTTPS://EXAMPLE.COM/'],
    ['mailto:help@axosbank.com', 'mailto:help@axosbank.com'],
    ['irc://irc.example.com/chan', 'irc://irc.example.com/chan'],
    ['ircs://irc.example.com/chan', 'ircs://irc.example.com/chan'],
    ['xmpp:help@example.com', 'xmpp:help@example.com'],
    ['/personal', '/personal/'],
    ['/about-us/faqs?x=1#team', '/about-us/faqs/?x=1#team'],
    ['#rates', '#rates'],
    ['{onlineBankingUrl}/login', 'https://online.axosbank.com/login'],
    ['{bankUrl}/personal/bank/cd-accounts', '/personal/bank/cd-accounts/'],
  ])('[go](%s) links to %s', (href, expected) => {
    render(<Markdown links={links}>{`[go](${href})`}</Markdown>);
    expect(screen.getByRole('link', { name: 'go' })).toHaveAttribute('href', expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'vbscript:msgbox',
    'tel:18885022967',
    'file:///etc/passwd',
    'ftp://files.example.com/x',
  ])('[go](%s) is the text without a link', (href) => {
    render(<Markdown links={links}>{`[go](${href})`}</Markdown>);
    expect(screen.queryByRole('link', { name: 'go' })).toBeNull();
    expect(screen.getByText('go')).toBeInTheDocument();
  });

  it('refuses to render a plain http:// link, as the content check refuses it first (issue 39: https only)', () => {
    expect(() => render(<Markdown links={links}>{'[go](http://example.com/)'}</Markdown>)).toThrow(
      '"http://example.com/": Plain http:// is not allowed: use https://example.com/',
    );
  });

  it('shows an image with an allowed source, with its alt text as its name and its title', () => {
    render(<Markdown links={links}>{'![Rates chart](/images/rates.png "Rates")'}</Markdown>);
    expect(screen.getByRole('img', { name: 'Rates chart' })).toHaveAttribute('src', '/images/rates.png');
    expect(screen.getByRole('img', { name: 'Rates chart' })).toHaveAttribute('title', 'Rates');
  });

  it.each([
    ['![Rates chart](javascript:alert(1))', 'a refused scheme'],
    ['![Rates chart]()', 'no source'],
  ])('an image with %s (%s): its alt text instead of the image', (text) => {
    const { container } = render(<Markdown links={links}>{text}</Markdown>);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Rates chart')).toBeInTheDocument();
  });

  it('never renders raw HTML', () => {
    const { container } = render(<Markdown links={links}>{'<script>alert(1)</script><b>x</b>'}</Markdown>);
    expect(container.querySelector('script, b')).toBeNull();
  });

  it('marks external links and opens them in a new tab without referrer', () => {
    render(<Markdown links={links}>{'[partner](https://www.example.com/)'}</Markdown>);
    const link = screen.getByRole('link', { name: 'partner' });
    expect(link).toHaveClass('ext-link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('internal links keep their query and fragment', () => {
  it.each([
    ['/about?x=1#team', '/about/?x=1#team'],
    ['/about#team', '/about/#team'],
    ['/', '/'],
  ])('%s -> %s', (href, expected) => {
    render(<Markdown links={links}>{`[go](${href})`}</Markdown>);
    expect(screen.getByRole('link', { name: 'go' })).toHaveAttribute('href', expected);
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CallToAction } from '@/lib/content/fields';
import { CallToActionRow } from './CallToActionRow';

const links = { tokens: { enrollmentUrl: 'https://online.axosbank.com/enroll', bankUrl: 'https://www.axosbank.com' }, siteOrigin: 'https://www.axosbank.com' };

const item = (fields: Record<string, unknown>) => CallToAction.parse({ id: 'cta', displayText: 'Open an account', ...fields });

describe('call-to-action row (spec 01 §3)', () => {
  it.each([
    ['a Button (the default type) in the primary variant', { targetUrl: '/personal' }, ['button', 'primary']],
    ['a Button in a variant', { targetUrl: '/personal', variant: 'secondary' }, ['button', 'secondary']],
    ['a link', { targetUrl: '/personal', type: 'link' }, ['link']],
  ])('renders %s', (_what, fields, classes) => {
    render(<CallToActionRow items={[item(fields)]} links={links} />);
    const link = screen.getByRole('link', { name: 'Open an account' });
    expect(link).toHaveAttribute('href', '/personal/');
    expect([...link.classList].sort()).toEqual([...classes].sort());
  });

  it.each([
    ['a route in a new tab', { targetUrl: '/personal', newTab: true }, '/personal/'],
    ['an external site, always in a new tab', { targetUrl: 'https://www.fdic.gov/' }, 'https://www.fdic.gov/'],
  ])('links to %s, opened in a new tab', (_what, fields, href) => {
    render(<CallToActionRow items={[item(fields)]} links={links} />);
    const link = screen.getByRole('link', { name: 'Open an account' });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['a route', { targetUrl: '/personal' }, '/personal/'],
    ['a company site', { targetUrl: '{enrollmentUrl}' }, 'https://online.axosbank.com/enroll'],
    ["the brand's own site as a route", { targetUrl: '{bankUrl}/personal?x=1' }, '/personal/?x=1'],
  ])('links to %s in the same tab', (_what, fields, href) => {
    render(<CallToActionRow items={[item(fields)]} links={links} />);
    const link = screen.getByRole('link', { name: 'Open an account' });
    expect(link).toHaveAttribute('href', href);
    expect(link).not.toHaveAttribute('target');
  });

  it('shows an icon before the text: decorative icons are silent, others join the name', () => {
    render(
      <CallToActionRow
        items={[
          item({ id: 'a', targetUrl: '/a', icon: { src: '/images/a.svg', alt: '', decorative: true } }),
          item({ id: 'b', targetUrl: '/b', displayText: 'Call us', icon: { src: '/images/phone.svg', alt: 'Phone' } }),
        ]}
        links={links}
      />,
    );
    const first = screen.getByRole('link', { name: 'Open an account' });
    expect(within(first).queryByRole('img')).toBeNull();
    expect(first.querySelector('img')).toHaveAttribute('src', '/images/a.svg');
    expect(screen.getByRole('link', { name: 'Phone Call us' })).toBeInTheDocument();
  });

  it('a targetUrl is required unless the item opens an interstitial', () => {
    const result = CallToAction.safeParse({ id: 'x', displayText: 'Learn more' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['targetUrl', 'Required (unless the item opens an interstitial)'],
    ]);
    expect(CallToAction.safeParse({ id: 'x', displayText: 'Learn more', interstitial: { id: 'i', headline: 'Hi' } }).success).toBe(true);
  });

  it('an item with an interstitial is a button, in the look of its type, that opens the marketing modal', async () => {
    const user = userEvent.setup();
    render(
      <CallToActionRow
        items={[
          item({
            displayText: 'See the offer',
            type: 'link',
            interstitial: {
              id: 'offer',
              headline: 'Earn up to 4.86% APY',
              bodyCopy: 'Open a savings account **today**.',
              bullets: [{ copy: 'No monthly fees', icon: { src: '/images/check.svg', altText: '', decorative: true } }],
              callToActionRow: [{ id: 'go', displayText: 'Open savings', targetUrl: '{enrollmentUrl}' }],
            },
          }),
        ]}
        links={links}
      />,
    );
    const trigger = await screen.findByRole('button', { name: 'See the offer' });
    expect(trigger).toHaveClass('link');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Earn up to 4.86% APY' });
    expect(within(dialog).getByText('today').tagName).toBe('STRONG');
    expect(within(dialog).getByRole('link', { name: 'Open savings' })).toHaveAttribute('href', 'https://online.axosbank.com/enroll');
  });
});

import { render, screen, within } from '@testing-library/react';
import { renderBlock } from '../registry';
import { IconBillboardBlock } from '@/lib/content/model/blocks/icon-billboard';

const links = { tokens: {} };

describe('Icon billboard', () => {
  it('shows the icon, headline, copy, bullets and buttons', () => {
    const block = IconBillboardBlock.parse({
      type: 'iconBillboard',
      id: 'security',
      icon: { src: '/images/icons/shield.svg', alt: 'Shield' },
      headline: 'Your money is protected',
      bodyCopy: 'We watch every account **around the clock**.',
      bullets: [
        { id: 'fdic', copy: 'FDIC insured up to the legal limit' },
        { id: 'alerts', copy: 'Real-time [account alerts](/personal)' },
      ],
      callToActionRow: [{ id: 'more', displayText: 'How we keep you safe', targetUrl: '/customer-support' }],
    });
    render(<>{renderBlock(block, { links, index: 1 })}</>);
    const region = screen.getByRole('region', { name: 'Your money is protected' });
    expect(within(region).getByRole('img', { name: 'Shield' })).toHaveAttribute('width', '96');
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Your money is protected');
    expect(within(region).getByText('around the clock').tagName).toBe('STRONG');
    const [bullets] = within(region).getAllByRole('list');
    expect(
      within(bullets as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['FDIC insured up to the legal limit', 'Real-time account alerts']);
    expect(within(region).getByRole('link', { name: 'account alerts' })).toHaveAttribute('href', '/personal/');
    expect(within(region).getByRole('link', { name: 'How we keep you safe' })).toHaveAttribute('href', '/customer-support/');
  });
});

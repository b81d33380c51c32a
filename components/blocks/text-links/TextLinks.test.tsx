import { render, screen, within } from '@testing-library/react';
import { renderBlock } from '../registry';
import { TextLinksBlock } from '@/lib/content/model/blocks/text-links';

const links = { tokens: { helpCenterUrl: 'https://help.axosbank.com' } };

const block = TextLinksBlock.parse({
  type: 'textLinks',
  id: 'more',
  title: 'More resources',
  items: [
    { id: 'help', displayText: 'Help center', targetURL: '{helpCenterUrl}' },
    { id: 'support', displayText: 'Customer support', targetURL: '/customer-support#contact' },
    { id: 'fdic', displayText: 'FDIC deposit insurance', targetURL: 'https://www.fdic.gov/resources/deposit-insurance/' },
  ],
});

describe('List of text links', () => {
  it('lists the links under the title, in content order', () => {
    render(<>{renderBlock(block, { links, index: 2 })}</>);
    const region = screen.getByRole('region', { name: 'More resources' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('More resources');
    const items = within(within(region).getByRole('list')).getAllByRole('link');
    expect(items.map((link) => link.textContent)).toEqual(['Help center', 'Customer support', 'FDIC deposit insurance']);
  });

  it('resolves targetURL like every content link', () => {
    render(<>{renderBlock(block, { links, index: 2 })}</>);
    expect(screen.getByRole('link', { name: 'Help center' })).toHaveAttribute('href', 'https://help.axosbank.com');
    expect(screen.getByRole('link', { name: 'Customer support' })).toHaveAttribute('href', '/customer-support/#contact');
    expect(screen.getByRole('link', { name: 'FDIC deposit insurance' })).toHaveClass('ext-link');
  });

  it('takes targetURL as the spec spells it, and refuses targetUrl', () => {
    const item = { id: 'a', displayText: 'A', targetUrl: '/' };
    expect(TextLinksBlock.safeParse({ type: 'textLinks', id: 'x', items: [item] }).success).toBe(false);
  });

  it('works without a title', () => {
    render(<>{renderBlock(TextLinksBlock.parse({ ...block, title: undefined }), { links, index: 2 })}</>);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});

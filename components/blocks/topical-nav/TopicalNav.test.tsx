import { render, screen, within } from '@testing-library/react';
import { renderBlock } from '../registry';
import { TopicalNavBlock } from '@/lib/content/model/blocks/topical-nav';

const links = { tokens: { mortgageUrl: 'https://mortgage.axosbank.com' } };

const block = TopicalNavBlock.parse({
  type: 'topicalNav',
  id: 'explore',
  headline: 'Explore business banking',
  items: [
    { id: 'checking', icon: { src: '/images/icons/checking.svg' }, displayText: 'Business checking', targetUrl: '/business' },
    { id: 'mortgage', icon: { src: '/images/icons/home.svg' }, displayText: 'Commercial mortgages', targetUrl: '{mortgageUrl}/commercial' },
    { id: 'partner', icon: { src: '/images/icons/handshake.svg' }, displayText: 'Our partner', targetUrl: 'https://www.example.com/' },
  ],
});

describe('Topical navigation cards', () => {
  it('makes each whole card one link named by its text', () => {
    render(<>{renderBlock(block, { links, index: 1 })}</>);
    const region = screen.getByRole('region', { name: 'Explore business banking' });
    const cards = within(region).getAllByRole('link');
    expect(cards.map((card) => card.textContent)).toEqual(['Business checking', 'Commercial mortgages', 'Our partner']);
    expect(within(region).getByRole('link', { name: 'Business checking' })).toHaveAttribute('href', '/business/');
    expect(within(region).getByRole('link', { name: 'Commercial mortgages' })).toHaveAttribute('href', 'https://mortgage.axosbank.com/commercial');
  });

  it('keeps the icons out of the accessibility tree', () => {
    const { container } = render(<>{renderBlock(block, { links, index: 1 })}</>);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(container.querySelectorAll('a > [aria-hidden="true"]')).toHaveLength(6);
  });

  it("gives each icon its address in a stylesheet, not a style attribute (the page's policy refuses those)", () => {
    const { container } = render(<>{renderBlock(block, { links, index: 1 })}</>);
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
    const icons = [...container.querySelectorAll<HTMLElement>('a > [id$="-icon"]')];
    expect(icons.map((icon) => icon.id)).toEqual(['explore-checking-icon', 'explore-mortgage-icon', 'explore-partner-icon']);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toContain('[id="explore-checking-icon"]{--icon:url("/images/icons/checking.svg")}');
    expect(css).toContain('[id="explore-mortgage-icon"]{--icon:url("/images/icons/home.svg")}');
    expect(css).toContain('[id="explore-partner-icon"]{--icon:url("/images/icons/handshake.svg")}');
  });

  it('marks external cards like every external link', () => {
    render(<>{renderBlock(block, { links, index: 1 })}</>);
    const partner = screen.getByRole('link', { name: 'Our partner' });
    expect(partner).toHaveClass('ext-link');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Commercial mortgages' })).not.toHaveClass('ext-link');
  });

  it.each(['/images/icons/a b.svg', 'images/icons/a.svg', '/images/icons/a.svg")', 'https://cdn.example.com/a.svg', '/images/icons/a.gif'])(
    'refuses the icon path %s',
    (src) => {
      expect(TopicalNavBlock.safeParse({ ...block, items: [{ ...block.items[0], icon: { src } }] }).success).toBe(false);
    },
  );

  it('works without a headline', () => {
    const plain = TopicalNavBlock.parse({ ...block, headline: undefined });
    render(<>{renderBlock(plain, { links, index: 1 })}</>);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});

import { render, screen, within } from '@testing-library/react';
import { renderBlock } from '../registry';
import { HeroBlock } from '@/lib/content/model/blocks/hero';

const links = { tokens: { enrollmentUrl: 'https://online.axosbank.com/enroll' } };

function hero(extra: Record<string, unknown> = {}) {
  return HeroBlock.parse({
    type: 'hero',
    id: 'home-hero',
    eyebrow: 'Personal banking',
    headline: 'Banking that works as hard as you do',
    bodyCopy: 'Open an account **in minutes**.',
    callToActionRow: [
      { id: 'open', type: 'Button', displayText: 'Open an account', targetUrl: '{enrollmentUrl}' },
      { id: 'biz', type: 'link', displayText: 'Business banking', targetUrl: '/business' },
    ],
    image: { src: '/images/hero-savings.svg', alt: 'A growing balance' },
    ...extra,
  });
}

describe('Hero block', () => {
  it('is the page heading when it opens the page', () => {
    render(<>{renderBlock(hero(), { links, index: 0 })}</>);
    const region = screen.getByRole('region', { name: 'Banking that works as hard as you do' });
    expect(within(region).getByRole('heading', { level: 1 })).toHaveTextContent('Banking that works as hard as you do');
    expect(within(region).getByText('Personal banking')).toBeInTheDocument();
    expect(within(region).getByText('in minutes').tagName).toBe('STRONG');
  });

  it('is a level-2 heading further down the page', () => {
    render(<>{renderBlock(hero(), { links, index: 3 })}</>);
    expect(screen.getByRole('heading', { level: 2, name: 'Banking that works as hard as you do' })).toBeInTheDocument();
  });

  it('shows the call-to-action row with resolved links', () => {
    render(<>{renderBlock(hero(), { links, index: 0 })}</>);
    expect(screen.getByRole('link', { name: 'Open an account' })).toHaveAttribute('href', 'https://online.axosbank.com/enroll');
    expect(screen.getByRole('link', { name: 'Business banking' })).toHaveAttribute('href', '/business/');
  });

  it('requests the 604x480 hero image with its alt text', () => {
    render(<>{renderBlock(hero(), { links, index: 0 })}</>);
    const image = screen.getByRole('img', { name: 'A growing balance' });
    expect(image).toHaveAttribute('width', '604');
    expect(image).toHaveAttribute('height', '480');
  });

  it('hides a decorative image from assistive technology', () => {
    render(<>{renderBlock(hero({ image: { src: '/images/a.svg', alt: '', decorative: true } }), { links, index: 0 })}</>);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the selection panel only on a selection banner', () => {
    const selection = { headline: 'Pick your account', bodyCopy: 'Checking or savings?' };
    const { rerender } = render(<>{renderBlock(hero({ selection }), { links, index: 0 })}</>);
    expect(screen.queryByText('Pick your account')).toBeNull();
    rerender(<>{renderBlock(hero({ selection, isSelectionBanner: true }), { links, index: 0 })}</>);
    expect(screen.getByText('Pick your account')).toBeInTheDocument();
  });
});

describe('Hero image', () => {
  it('serves a photo as its 604x480 webp rendition', () => {
    render(<>{renderBlock(hero({ image: { src: '/images/hero-marina.jpg', alt: 'Boats on calm water' } }), { links, index: 0 })}</>);
    expect(screen.getByRole('img', { name: 'Boats on calm water' })).toHaveAttribute('src', '/_img/hero-marina-604x480.webp');
  });

  it('serves an SVG illustration as it is', () => {
    render(<>{renderBlock(hero(), { links, index: 0 })}</>);
    expect(screen.getByRole('img', { name: 'A growing balance' })).toHaveAttribute('src', '/images/hero-savings.svg');
  });
});

describe('Hero banner types', () => {
  it('shows a logout banner as its message alone, without the image', () => {
    render(<>{renderBlock(hero({ bannerType: 'Logout', headline: 'You have signed out' }), { links, index: 0 })}</>);
    expect(screen.getByRole('heading', { level: 1, name: 'You have signed out' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('keeps the image of a compact (other) banner', () => {
    render(<>{renderBlock(hero({ bannerType: 'Other' }), { links, index: 0 })}</>);
    expect(screen.getByRole('img', { name: 'A growing balance' })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveClass('compact');
  });

  it('places the image left only when asked, right by default', () => {
    const { rerender } = render(<>{renderBlock(hero(), { links, index: 0 })}</>);
    expect(screen.getByRole('region')).not.toHaveClass('imageLeft');
    rerender(<>{renderBlock(hero({ imagePlacement: 'Left' }), { links, index: 0 })}</>);
    expect(screen.getByRole('region')).toHaveClass('imageLeft');
  });

  it('rejects a hero without a headline, naming the field', () => {
    const result = HeroBlock.safeParse({ type: 'hero', id: 'h' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('headline');
  });
});

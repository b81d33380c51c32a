import { act, render, screen } from '@testing-library/react';
import { renderBlock } from '../registry';
import { behaviorOf } from './Banner';
import { BannerBlock } from '@/lib/content/model/blocks/banner';
import { StickyBanner } from './StickyBanner';
import { isStuck, stickyThreshold } from './sticky';

const links = { tokens: {} };

function banner(extra: Record<string, unknown> = {}) {
  return BannerBlock.parse({
    type: 'banner',
    id: 'rates-banner',
    headline: 'Lock in 4.51% APY for 12 months',
    bodyCopy: 'A **CD** that grows while you wait.',
    callToActionRow: [{ id: 'open', displayText: 'Open a CD', targetUrl: '/' }],
    image: { src: '/images/banner-skyline.jpg', alt: 'A city skyline at dusk' },
    ...extra,
  });
}

describe('sticky threshold', () => {
  it.each([
    [500, 489, false],
    [500, 490, false],
    [500, 491, true],
    [0, 0, true],
    [120, 200, true],
  ])('first section %ipx high, scrolled %ipx: stuck %s', (height, scrollY, stuck) => {
    expect(stickyThreshold(height)).toBe(height - 10);
    expect(isStuck(scrollY, height)).toBe(stuck);
  });
});

describe('banner behaviour', () => {
  it.each([
    ['Fixed', 'fixed'],
    ['Sticky', 'sticky'],
    ['overlap', 'overlap'],
    ['hero-overlap-top', 'overlap'],
  ])('%s is %s', (value, kind) => {
    expect(behaviorOf(value)).toBe(kind);
  });

  it('refuses any other behaviour, naming the field', () => {
    const result = BannerBlock.safeParse({ ...banner(), bannerBehavior: 'Floating' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['bannerBehavior']);
  });

  it('rejects a banner without a headline, naming the field', () => {
    const { headline: _headline, ...rest } = banner();
    const result = BannerBlock.safeParse(rest);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['headline']);
  });

  it('rejects a mobile image without the main image', () => {
    const { image: _image, ...rest } = banner();
    const result = BannerBlock.safeParse({ ...rest, imageMobileView: { src: '/images/a.jpg', alt: 'A' } });
    expect(result.error?.issues[0]?.path).toEqual(['imageMobileView']);
  });
});

describe('Banner block', () => {
  it('shows the headline, copy, call to action and the image at the size of the banner', () => {
    render(<>{renderBlock(banner({ bannerSize: 'large' }), { links, index: 2 })}</>);
    expect(screen.getByRole('region', { name: 'Lock in 4.51% APY for 12 months' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Lock in 4.51% APY for 12 months');
    expect(screen.getByRole('link', { name: 'Open a CD' })).toHaveAttribute('href', '/');
    const image = screen.getByRole('img', { name: 'A city skyline at dusk' });
    expect(image).toHaveAttribute('src', '/_img/banner-skyline-720x480.webp');
    expect(image).toHaveAttribute('width', '720');
    expect(image).toHaveAttribute('height', '480');
  });

  it('offers narrow screens the mobile image', () => {
    const { container } = render(
      <>{renderBlock(banner({ bannerSize: 'small', imageMobileView: { src: '/images/banner-skyline-mobile.jpg', alt: 'Skyline' } }), { links, index: 2 })}</>,
    );
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('media', '(max-width: 767.98px)');
    expect(source).toHaveAttribute('srcset', '/_img/banner-skyline-mobile-640x480.webp');
    expect(screen.getByRole('img', { name: 'A city skyline at dusk' })).toHaveAttribute('src', '/_img/banner-skyline-384x256.webp');
  });

  it('renders a sticky banner with its content in the page', async () => {
    render(<>{renderBlock(banner({ bannerBehavior: 'Sticky' }), { links, index: 2 })}</>);
    expect(await screen.findByRole('heading', { name: 'Lock in 4.51% APY for 12 months' })).toBeInTheDocument();
  });
});

describe('Sticky banner', () => {
  function scrollTo(y: number) {
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
  }

  // The page starts at the top whatever an earlier test file scrolled to (files share their worker's document).
  beforeEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('pins once the page scrolls past the first section minus 10, and unpins above it', () => {
    const main = document.createElement('main');
    const first = document.createElement('section');
    Object.defineProperty(first, 'offsetHeight', { value: 600 });
    main.append(first);
    document.body.append(main);

    render(
      <StickyBanner>
        <p>Rates are rising</p>
      </StickyBanner>,
      { container: main.appendChild(document.createElement('div')) },
    );
    const bar = screen.getByText('Rates are rising').parentElement;
    expect(bar).toHaveAttribute('data-stuck', 'false');
    scrollTo(590);
    expect(bar).toHaveAttribute('data-stuck', 'false');
    scrollTo(591);
    expect(bar).toHaveAttribute('data-stuck', 'true');
    expect(bar).toHaveClass('stuck');
    scrollTo(100);
    expect(bar).toHaveAttribute('data-stuck', 'false');
    expect(bar).not.toHaveClass('stuck');
  });
});

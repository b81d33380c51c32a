import { render, screen, within } from '@testing-library/react';
import { RenderBlocks } from '../RenderBlocks';
import { Block, type BlockData } from '@/lib/content/model/blocks';

const links = { tokens: {} };

const hero = { type: 'hero', id: 'hero', headline: 'Banking that works as hard as you do' };
const alert = { type: 'alertBanner', id: 'alert', message: 'Branches close early on **Friday**.' };
const headline = { type: 'headline', id: 'intro', headline: 'Welcome' };
const banner = (extra: Record<string, unknown> = {}) => ({ type: 'contentBanner', id: 'banner', headline: 'Banking built for the digital age', ...extra });

function renderPage(blocks: unknown[]) {
  const parsed: BlockData[] = blocks.map((block) => Block.parse(block));
  return render(<RenderBlocks blocks={parsed} links={links} />);
}

function bannerRegion() {
  return document.getElementById('banner') as HTMLElement;
}

describe('Content banner heading levels (spec 02 §4)', () => {
  it('is the h1 as the first block', () => {
    renderPage([banner(), headline]);
    expect(within(bannerRegion()).getByRole('heading', { level: 1, name: 'Banking built for the digital age' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('is the h1 in second place after a block without a heading', () => {
    renderPage([alert, banner(), headline]);
    expect(within(bannerRegion()).getByRole('heading', { level: 1 })).toHaveTextContent('Banking built for the digital age');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument();
  });

  it('is an h2 in second place after a hero, which keeps the only h1', () => {
    renderPage([hero, banner()]);
    expect(within(bannerRegion()).getByRole('heading', { level: 2 })).toHaveTextContent('Banking built for the digital age');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Banking that works as hard as you do']);
  });

  it('is an h2 further down, even after a block without a heading', () => {
    renderPage([hero, alert, banner()]);
    expect(within(bannerRegion()).getByRole('heading', { level: 2 })).toHaveTextContent('Banking built for the digital age');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('makes the eyebrow the heading and the headline one level under it', () => {
    const { unmount } = renderPage([banner({ eyebrow: 'About us' }), headline]);
    expect(within(bannerRegion()).getByRole('heading', { level: 1 })).toHaveTextContent('About us');
    expect(within(bannerRegion()).getByRole('heading', { level: 2 })).toHaveTextContent('Banking built for the digital age');
    unmount();
    renderPage([hero, headline, banner({ eyebrow: 'About us' })]);
    expect(within(bannerRegion()).getByRole('heading', { level: 2 })).toHaveTextContent('About us');
    expect(within(bannerRegion()).getByRole('heading', { level: 3 })).toHaveTextContent('Banking built for the digital age');
    expect(screen.getByRole('region', { name: 'About us' })).toBe(bannerRegion());
  });

  it('never makes a second h1, whatever the order', () => {
    const orders: unknown[][] = [
      [banner(), banner({ id: 'b2' })],
      [alert, banner(), banner({ id: 'b2' })],
      [alert, banner(), hero],
      [alert, hero, banner()],
      [headline, banner(), banner({ id: 'b2', eyebrow: 'More' })],
      [banner({ eyebrow: 'First' }), alert, banner({ id: 'b2', eyebrow: 'Second' })],
    ];
    for (const blocks of orders) {
      const { unmount } = renderPage(blocks);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      unmount();
    }
  });
});

describe('Content banner content', () => {
  it('shows the icon, copy and call-to-action row, large by default and compact otherwise', () => {
    const { unmount } = renderPage([
      banner({
        icon: { src: '/images/icons/shield.svg', alt: 'Shield' },
        bodyCopy: 'Since 2000 we have served **customers** in all 50 states.',
        callToActionRow: [{ id: 'history', displayText: 'Our history', targetUrl: '/about/history' }],
      }),
    ]);
    expect(screen.getByRole('img', { name: 'Shield' })).toHaveAttribute('width', '64');
    expect(screen.getByText('customers').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Our history' })).toHaveAttribute('href', '/about/history/');
    const largeClass = bannerRegion().className;
    unmount();
    renderPage([banner({ bannerSize: 'Small' })]);
    expect(bannerRegion().className).not.toBe(largeClass);
  });
});

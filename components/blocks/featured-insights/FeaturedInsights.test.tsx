import { render, screen, within } from '@testing-library/react';
import { renderBlock } from '../registry';
import { FeaturedInsightsBlock } from '@/lib/content/model/blocks/featured-insights';

const links = { tokens: {} };
const item = (n: number) => ({
  id: `article-${n}`,
  image: { src: '/images/insights/budget.svg', alt: `Illustration ${n}` },
  readingTime: n,
  title: `Article ${n}`,
  url: `/personal/insights/budgeting/article-${n}`,
  supertag: 'Guide',
});

describe('featured insights block (spec 02 §2)', () => {
  it('shows the headline, the first item large and the rest as a list', () => {
    const block = FeaturedInsightsBlock.parse({
      type: 'featuredInsights',
      id: 'featured',
      headline: 'Featured articles',
      featured: [item(1), item(2), item(3)],
    });
    render(<>{renderBlock(block, { links, index: 1 })}</>);
    expect(screen.getByRole('heading', { level: 2, name: 'Featured articles' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByRole('link', { name: 'Article 1' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Illustration 1' })).toHaveAttribute('width', '720');
    expect(within(list).getByRole('img', { name: 'Illustration 2' })).toHaveAttribute('width', '160');
    expect(within(list).getByRole('heading', { level: 3, name: 'Article 3' })).toBeInTheDocument();
    expect(screen.getByText('1 min read')).toBeInTheDocument();
  });

  it('shows a single item large, without a list', () => {
    const block = FeaturedInsightsBlock.parse({ type: 'featuredInsights', id: 'featured', headline: 'Featured', featured: [item(1)] });
    render(<>{renderBlock(block, { links, index: 0 })}</>);
    expect(screen.getByRole('heading', { level: 1, name: 'Featured' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Article 1' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('refuses to render an item that was never filled from its article', () => {
    const block = FeaturedInsightsBlock.parse({
      type: 'featuredInsights',
      id: 'featured',
      headline: 'Featured',
      featured: [{ article: '/personal/insights/x' }],
    });
    expect(() => render(<>{renderBlock(block, { links, index: 1 })}</>)).toThrow(/not filled from its article/);
  });

  it.each([
    [{ headline: undefined }, 'headline', 'Invalid input: expected string, received undefined'],
    [{ featured: [{ ...item(1), title: undefined }] }, 'featured.0.title', 'Required (unless the item names an article)'],
    [{ featured: [{ ...item(1), url: undefined }] }, 'featured.0.url', 'Required (unless the item names an article)'],
  ])('rejects a missing required field %#', (extra, where, message) => {
    const result = FeaturedInsightsBlock.safeParse({ type: 'featuredInsights', id: 'featured', headline: 'Featured', featured: [item(1)], ...extra });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[where, message]]);
  });

  it('accepts an item that only names an article', () => {
    expect(
      FeaturedInsightsBlock.safeParse({ type: 'featuredInsights', id: 'f', headline: 'F', featured: [{ article: '/personal/insights/a/b' }] }).success,
    ).toBe(true);
  });
});

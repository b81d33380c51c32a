import { render, screen, within } from '@testing-library/react';
import { renderBlock } from '../registry';
import { ArticlesSetBlock } from '@/lib/content/model/blocks/articles-set';

const links = { tokens: {} };
const article = {
  id: 'etf',
  image: { src: '/images/insights/investing.svg', alt: 'A candlestick chart' },
  itemType: 'Article',
  title: 'What is an ETF?',
  description: 'The basics, in plain language.',
  targetUrl: '/invest/insights/investing-basics/what-is-an-etf',
};

function block(extra: Record<string, unknown> = {}) {
  return ArticlesSetBlock.parse({ type: 'articlesSet', id: 'more', headline: 'Keep reading', resource: 'invest', articles: [article], ...extra });
}

describe('articles set block (spec 02 §2)', () => {
  it('renders each article as a card: image, item type, title link and description', () => {
    render(<>{renderBlock(block(), { links, index: 1 })}</>);
    const list = screen.getByRole('list');
    expect(within(list).getByRole('img', { name: 'A candlestick chart' })).toHaveAttribute('width', '400');
    expect(within(list).getByText('Article')).toBeInTheDocument();
    const title = within(list).getByRole('heading', { level: 3, name: 'What is an ETF?' });
    expect(within(title).getByRole('link')).toHaveAttribute('href', '/invest/insights/investing-basics/what-is-an-etf/');
    expect(within(list).getByText('The basics, in plain language.')).toBeInTheDocument();
  });

  it.each([
    ['personal', '/personal/insights/'],
    ['business', '/business/insights/'],
    ['commercial', '/commercial/insights/'],
    ['invest', '/invest/insights/'],
    ['partners', '/personal/insights/'],
  ])("'View All' for resource %s goes to %s", (resource, href) => {
    render(<>{renderBlock(block({ resource }), { links, index: 1 })}</>);
    expect(screen.getByRole('link', { name: /^View All/ })).toHaveAttribute('href', href);
  });

  it.each([
    [{ resource: undefined }, 'resource'],
    [{ articles: [{ ...article, targetUrl: undefined }] }, 'articles.0.targetUrl'],
    [{ articles: [{ ...article, image: undefined }] }, 'articles.0.image'],
    [{ articles: [{ ...article, title: undefined }] }, 'articles.0.title'],
  ])('rejects a missing required field %#', (extra, where) => {
    const result = ArticlesSetBlock.safeParse({ type: 'articlesSet', id: 'more', resource: 'invest', articles: [article], ...extra });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([where]);
  });
});

import { render, screen, within } from '@testing-library/react';
import { renderBlock } from '../registry';
import { InsightsListingBlock } from '@/lib/content/model/blocks/insights-listing';

const links = { tokens: {} };
const cards = Array.from({ length: 7 }, (_, index) => ({
  id: `a${index + 1}`,
  image: { src: '/images/insights/budget.svg', alt: `Illustration ${index + 1}` },
  readingTime: 4,
  title: `Article ${index + 1}`,
  url: `/personal/insights/budgeting/a${index + 1}`,
  supertag: 'Budgeting',
}));

function category(extra: Record<string, unknown> = {}) {
  return InsightsListingBlock.parse({
    type: 'insightsListing',
    id: 'insights-listing',
    section: 'personal',
    category: 'Budgeting',
    listing: {
      heading: 'Personal Insights',
      groups: [
        {
          id: 'insights-listing-budgeting',
          title: 'Budgeting',
          cards,
          paginated: true,
          moreLinks: [{ text: 'See More Saving Articles', url: '/personal/insights/budgeting/saving/' }],
        },
      ],
    },
    ...extra,
  });
}

async function shownAt(search: string): Promise<string[]> {
  window.history.replaceState(null, '', `/personal/insights/budgeting/${search}`);
  render(<>{renderBlock(category(), { links, index: 0 })}</>);
  const list = await screen.findByRole('list', { name: 'Budgeting' });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('insights listing block (spec 02 §2)', () => {
  it("shows the section title plus 'Insights' as the page heading, the group and its 'See More' links", async () => {
    render(<>{renderBlock(category(), { links, index: 0 })}</>);
    expect(screen.getByRole('heading', { level: 1, name: 'Personal Insights' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Budgeting' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See More Saving Articles' })).toHaveAttribute('href', '/personal/insights/budgeting/saving/');
    expect(await screen.findAllByText('4 min read')).toHaveLength(3);
  });

  it.each([
    ['', ['Article 1', 'Article 2', 'Article 3']],
    ['?page=2', ['Article 4', 'Article 5', 'Article 6']],
    ['?page=3', ['Article 7']],
    ['?page=0', ['Article 1', 'Article 2', 'Article 3']],
    ['?page=abc', ['Article 1', 'Article 2', 'Article 3']],
    ['?page=2.5', ['Article 1', 'Article 2', 'Article 3']],
    ['?page=9', ['Article 7']],
  ])('pages through ?page= three cards at a time: %j', async (search, titles) => {
    expect(await shownAt(search)).toEqual(titles);
  });

  it('is a level lower after the first block (h2 title, h3 groups, h4 cards), without pagination for an overview', () => {
    const block = category({
      category: undefined,
      listing: { heading: 'Browse by topic', groups: [{ id: 'g', title: 'Budgeting', cards: cards.slice(0, 2), paginated: false, moreLinks: [] }] },
    });
    render(<>{renderBlock(block, { links, index: 2 })}</>);
    expect(screen.getByRole('heading', { level: 2, name: 'Browse by topic' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Budgeting' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it.each([
    [{ section: undefined }, 'section', 'Invalid option: expected one of "personal"|"business"|"commercial"|"invest"'],
    [{ category: undefined, subcategory: 'Saving' }, 'category', 'Required with a subcategory'],
  ])('rejects a missing required field %#', (extra, where, message) => {
    const result = InsightsListingBlock.safeParse({ type: 'insightsListing', id: 'l', section: 'personal', ...extra });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[where, message]]);
  });
});

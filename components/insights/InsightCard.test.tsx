import { render, screen } from '@testing-library/react';
import { InsightCard as InsightCardSchema } from '@/lib/insights/schema';
import { InsightCard } from './InsightCard';
import { readingTimeText } from './reading-time';

const links = { tokens: {} };

function card(extra: Record<string, unknown> = {}) {
  return InsightCardSchema.parse({
    id: 'budget',
    image: { src: '/images/insights/budget.svg', alt: 'A budget sheet' },
    title: 'The 50/30/20 budget, explained',
    url: '/personal/insights/budgeting/the-50-30-20-budget-explained',
    supertag: 'Guide',
    ...extra,
  });
}

describe('insight article card (spec 02 §3)', () => {
  it('shows the image with its alt text and size, the supertag, the title as a link and the reading time', () => {
    render(<InsightCard card={card({ readingTime: 5 })} links={links} />);
    const image = screen.getByRole('img', { name: 'A budget sheet' });
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '225');
    expect(screen.getByText('Guide')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 3, name: 'The 50/30/20 budget, explained' });
    expect(heading.querySelector('a')).toHaveAttribute('href', '/personal/insights/budgeting/the-50-30-20-budget-explained/');
    expect(screen.getByText('5 min read')).toBeInTheDocument();
  });

  it("reads '0 min read' when the content gives no reading time", () => {
    render(<InsightCard card={card()} links={links} />);
    expect(screen.getByText('0 min read')).toBeInTheDocument();
    expect(readingTimeText(undefined)).toBe('0 min read');
  });

  it('uses the heading level and image size the layout asks for', () => {
    render(<InsightCard card={card()} links={links} heading="h4" size="large" />);
    expect(screen.getByRole('heading', { level: 4 })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('width', '720');
  });
});

import { render, screen, within } from '@testing-library/react';
import { renderBlock } from '../registry';
import { starImageFor } from './AwardsList';
import { AwardsListBlock } from '@/lib/content/model/blocks/awards-list';

const links = { tokens: {} };

describe('Awards list star ratings (spec 02 §3, §5)', () => {
  it.each([
    ['5.0 Stars', '/images/stars/5-0.svg', '5.0 Stars rating'],
    ['4.5 Stars', '/images/stars/4-5.svg', '4.5 Stars rating'],
    ['4.0 Stars', '/images/stars/4-0.svg', '4.0 Stars rating'],
    [' 4.5 Stars ', '/images/stars/4-5.svg', '4.5 Stars rating'],
  ])('%j shows %s', (rating, src, alt) => {
    expect(starImageFor(rating)).toEqual({ src, alt });
  });

  it.each([['3.5 Stars'], ['5 Stars'], ['5.0 stars'], ['Five stars'], [''], [undefined]])('%j shows no image', (rating) => {
    expect(starImageFor(rating)).toBeNull();
  });

  it('renders each award with its stars, or without an image for an unknown rating', () => {
    const block = AwardsListBlock.parse({
      type: 'awardsList',
      id: 'awards',
      headline: 'Awards and ratings',
      items: [
        { id: 'a', starRating: '5.0 Stars', awardsName: 'Best Online Checking', awardsSource: 'Consumer Banking Review, 2026' },
        { id: 'b', starRating: '4.5 Stars', awardsName: 'Top Savings Rate', awardsSource: 'Digital Finance Awards, 2026' },
        { id: 'c', starRating: '3.0 Stars', awardsName: 'Best Mobile App', awardsSource: 'Fintech Innovation Awards, 2025' },
      ],
    });
    render(<>{renderBlock(block, { links, index: 1 })}</>);
    const region = screen.getByRole('region', { name: 'Awards and ratings' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByRole('img', { name: '5.0 Stars rating' })).toHaveAttribute('src', '/images/stars/5-0.svg');
    expect(within(items[1] as HTMLElement).getByRole('img', { name: '4.5 Stars rating' })).toHaveAttribute('width', '120');
    expect(within(items[2] as HTMLElement).queryByRole('img')).toBeNull();
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Best Online Checking', 'Top Savings Rate', 'Best Mobile App']);
    expect(within(items[2] as HTMLElement).getByText('Fintech Innovation Awards, 2025')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { renderBlock } from '../registry';
import { QuotesBlock } from '@/lib/content/model/blocks/quotes';

const links = { tokens: {} };

describe('Quote', () => {
  it('is a figure: the quote in a blockquote, the author in its caption', () => {
    const block = QuotesBlock.parse({ type: 'quotes', id: 'q', quote: 'Opening our account took ten minutes.', author: 'Dana R., CFO' });
    render(<>{renderBlock(block, { links, index: 2 })}</>);
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('figcaption')).toHaveTextContent('Dana R., CFO');
    expect(figure.querySelector('blockquote')).toHaveTextContent('Opening our account took ten minutes.');
    expect(screen.getByRole('region', { name: 'Quote from Dana R., CFO' })).toContainElement(figure);
  });

  it('works without an author', () => {
    render(<>{renderBlock(QuotesBlock.parse({ type: 'quotes', id: 'q', quote: 'Simply better banking.' }), { links, index: 2 })}</>);
    expect(screen.getByRole('region', { name: 'Quote' })).toHaveTextContent('Simply better banking.');
    expect(document.querySelector('figcaption')).toBeNull();
  });
});

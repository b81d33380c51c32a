import { render, screen } from '@testing-library/react';
import { renderBlock } from '../registry';
import { RichTextBlock } from '@/lib/content/model/blocks/rich-text';

describe('Rich text block', () => {
  it('renders Markdown headings, lists and links', () => {
    const block = RichTextBlock.parse({
      type: 'richText',
      id: 'details',
      markdown: '## What you can do\n\n- Save\n- [Borrow](/personal)\n',
    });
    render(<>{renderBlock(block, { links: { tokens: {} }, index: 2 })}</>);
    expect(screen.getByRole('heading', { level: 2, name: 'What you can do' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Borrow' })).toHaveAttribute('href', '/personal/');
  });
});

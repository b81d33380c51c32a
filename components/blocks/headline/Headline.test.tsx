import { render, screen } from '@testing-library/react';
import { renderBlock } from '../registry';
import { HeadlineBlock } from '@/lib/content/model/blocks/headline';

const links = { tokens: {} };

describe('Headline with body copy', () => {
  const block = HeadlineBlock.parse({
    type: 'headline',
    id: 'why',
    headline: 'One bank for every part of your life',
    bodyCopy: 'Talk to [customer support](/customer-support) any day.',
  });

  it('renders the headline as a section heading and the copy as Markdown', () => {
    render(<>{renderBlock(block, { links, index: 1 })}</>);
    expect(screen.getByRole('region', { name: 'One bank for every part of your life' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('One bank for every part of your life');
    expect(screen.getByRole('link', { name: 'customer support' })).toHaveAttribute('href', '/customer-support/');
  });

  it('carries the page h1 when it is the first block', () => {
    render(<>{renderBlock(block, { links, index: 0 })}</>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('One bank for every part of your life');
  });
});

import { render, screen } from '@testing-library/react';
import { BlockHeader } from './BlockHeader';

const links = { tokens: {} };

describe('BlockHeader', () => {
  it('shows the eyebrow as text above a heading of the level it is given, then the body as Markdown', () => {
    const { container } = render(
      <BlockHeader as="h3" id="rates-heading" eyebrow="Savings" headline="Our rates" body="Rates change **daily**." links={links} classes={{ body: 'body' }} />,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Our rates' });
    expect(heading).toHaveAttribute('id', 'rates-heading');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText('Savings').tagName).toBe('P');
    expect(screen.getByText('daily').tagName).toBe('STRONG');
    expect(container.textContent).toBe('SavingsOur ratesRates change daily.');
  });

  it('shows the body without a box of its own when the block gives it none, and nothing for an empty body', () => {
    const { container, rerender } = render(<BlockHeader as="h2" headline="Apply" body="It takes ten minutes." links={links} />);
    expect(container.querySelector('h2 + p')).toHaveTextContent('It takes ten minutes.');
    rerender(<BlockHeader as="h2" headline="Apply" links={links} />);
    expect(container.textContent).toBe('Apply');
  });
});

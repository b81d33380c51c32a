import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';
import { pageHref } from './pagination';

const hrefFor = (page: number) => pageHref(page);

describe('Pagination', () => {
  it('is a navigation named Pagination with numbered links and the current page marked', () => {
    render(<Pagination current={2} last={3} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav).getAllByRole('link', { name: /^Page \d$/ });
    expect(pages.map((link) => link.textContent)).toEqual(['1', '2', '3']);
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '?page=3');
  });

  it.each([
    // current, last, previous href, next href, previous at end, next at end
    [1, 3, '?page=1', '?page=2', true, false],
    [2, 3, '?page=1', '?page=3', false, false],
    [3, 3, '?page=2', '?page=3', false, true],
  ])('page %i of %i: the arrows go to %s and %s, staying put at the ends', (current, last, previousHref, nextHref, previousAtEnd, nextAtEnd) => {
    render(<Pagination current={current} last={last} hrefFor={hrefFor} />);
    const previous = screen.getByRole('link', { name: 'Previous page' });
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(previous).toHaveAttribute('href', previousHref);
    expect(next).toHaveAttribute('href', nextHref);
    expect(previous.getAttribute('aria-disabled')).toBe(previousAtEnd ? 'true' : null);
    expect(next.getAttribute('aria-disabled')).toBe(nextAtEnd ? 'true' : null);
  });

  it('shows gaps instead of long runs of pages', () => {
    render(<Pagination current={6} last={12} hrefFor={hrefFor} />);
    const numbers = screen.getAllByRole('link', { name: /^Page / }).map((link) => link.textContent);
    expect(numbers).toEqual(['1', '5', '6', '7', '12']);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination current={1} last={1} hrefFor={hrefFor} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('hands plain clicks to onNavigate and ignores clicks that stay on the current page', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn((_page: number, event: { preventDefault(): void }) => event.preventDefault());
    render(<Pagination current={1} last={3} hrefFor={hrefFor} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(onNavigate).toHaveBeenLastCalledWith(2, expect.anything());
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(onNavigate).toHaveBeenLastCalledWith(3, expect.anything());
    await user.click(screen.getByRole('link', { name: 'Previous page' }));
    await user.click(screen.getByRole('link', { name: 'Page 1' }));
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });
});

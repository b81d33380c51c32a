import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '../registry';
import { PaginatedItems } from './PaginatedItems';
import { PaginatedListBlock } from '@/lib/content/model/blocks/paginated-list';

const cards = Array.from({ length: 10 }, (_, index) => ({
  id: `event-${index + 1}`,
  content: <a href={`/events/${index + 1}/`}>{`Event ${index + 1}`}</a>,
}));

function showing(): string[] {
  return within(screen.getByRole('list', { name: 'Events' }))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

function renderAt(search: string) {
  window.history.replaceState(null, '', `/events/${search}`);
  return render(
    <>
      <h2 id="events-heading">Events</h2>
      <PaginatedItems id="events" items={cards} pageSize={4} labelledBy="events-heading" />
    </>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('Paginated list block', () => {
  it('renders each card with its eyebrow, title link and description', async () => {
    const block = PaginatedListBlock.parse({
      type: 'paginatedList',
      id: 'guides',
      headline: 'Guides',
      pageSize: 2,
      items: [
        { id: 'a', title: 'Opening an account', targetUrl: '/personal', eyebrow: 'Guide', description: 'What you need to apply.' },
        { id: 'b', title: 'Moving money', targetUrl: '{bankUrl}/transfers' },
        { id: 'c', title: 'Closing an account', targetUrl: '/personal' },
      ],
    });
    render(<>{renderBlock(block, { links: { tokens: { bankUrl: 'https://www.axosbank.com' } }, index: 1 })}</>);
    const list = await screen.findByRole('list', { name: 'Guides' });
    expect(within(list).getByRole('link', { name: 'Opening an account' })).toHaveAttribute('href', '/personal/');
    expect(within(list).getByRole('heading', { level: 3, name: 'Moving money' })).toBeInTheDocument();
    expect(within(list).getByText('What you need to apply.')).toBeInTheDocument();
    expect(within(list).getByText('Guide')).toBeInTheDocument();
    expect(within(list).queryByText('Closing an account')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('defaults to 6 cards per page', () => {
    const block = PaginatedListBlock.parse({ type: 'paginatedList', id: 'x', items: [{ id: 'a', title: 'A', targetUrl: '/' }] });
    expect(block.pageSize).toBe(6);
  });
});

describe('Paginated items by ?page=', () => {
  it('shows page 1 without a page parameter', () => {
    renderAt('');
    expect(showing()).toEqual(['Event 1', 'Event 2', 'Event 3', 'Event 4']);
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Showing 1–4 of 10')).toBeInTheDocument();
  });

  it.each([
    ['?page=2', 2, ['Event 5', 'Event 6', 'Event 7', 'Event 8']],
    ['?page=3', 3, ['Event 9', 'Event 10']],
    ['?page=0', 1, ['Event 1', 'Event 2', 'Event 3', 'Event 4']],
    ['?page=-1', 1, ['Event 1', 'Event 2', 'Event 3', 'Event 4']],
    ['?page=abc', 1, ['Event 1', 'Event 2', 'Event 3', 'Event 4']],
    ['?page=', 1, ['Event 1', 'Event 2', 'Event 3', 'Event 4']],
    ['?page=2.5', 1, ['Event 1', 'Event 2', 'Event 3', 'Event 4']],
    ['?page=4', 3, ['Event 9', 'Event 10']], // last + 1
    ['?page=99', 3, ['Event 9', 'Event 10']],
  ])('%s shows page %i', (search, page, expected) => {
    renderAt(search);
    expect(showing()).toEqual(expected);
    expect(screen.getByRole('link', { name: `Page ${page}` })).toHaveAttribute('aria-current', 'page');
  });

  it('links carry ?page=N, keep the other query parameters and lead back to the list', () => {
    renderAt('?utm_source=mail');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '?utm_source=mail&page=2#events');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?utm_source=mail&page=2#events');
  });

  it('changes page in place on a click, moves focus to the list, and Back returns', async () => {
    const user = userEvent.setup();
    renderAt('');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(window.location.search).toBe('?page=2');
    expect(showing()).toEqual(['Event 5', 'Event 6', 'Event 7', 'Event 8']);
    expect(screen.getByRole('list', { name: 'Events' })).toHaveFocus();
    expect(screen.getByText('Showing 5–8 of 10')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(showing()).toEqual(['Event 9', 'Event 10']);
    window.history.replaceState(null, '', '/events/?page=1');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(showing()).toEqual(['Event 1', 'Event 2', 'Event 3', 'Event 4']);
  });

  it('stays on the same page when an arrow is used at the ends', async () => {
    const user = userEvent.setup();
    renderAt('?page=3');
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('href', '?page=3#events');
    await user.click(next);
    expect(window.location.search).toBe('?page=3');
    expect(showing()).toEqual(['Event 9', 'Event 10']);
  });

  it('has no page links when everything fits on one page', () => {
    window.history.replaceState(null, '', '/events/');
    render(<PaginatedItems id="events" items={cards.slice(0, 3)} pageSize={4} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});

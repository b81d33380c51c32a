import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '../registry';
import { BackLinkBlock } from '@/lib/content/model/blocks/back-link';

const links = { tokens: {}, siteOrigin: 'http://localhost:3000' };

function block(extra: Record<string, unknown> = {}) {
  return BackLinkBlock.parse({ type: 'backLink', id: 'back', ...extra });
}

describe('back link block', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a "Go back" link to home by default, for visitors without scripts', async () => {
    render(<>{renderBlock(block(), { links, index: 1 })}</>);
    const link = await screen.findByRole('link', { name: 'Go back' });
    expect(link).toHaveAttribute('href', '/');
  });

  it('goes back in history on a click', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    render(<>{renderBlock(block({ text: 'Back to results' }), { links, index: 1 })}</>);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Back to results' }));
    expect(back).toHaveBeenCalledOnce();
  });

  it("logs 'No browser detection' when there is no history and the browser is unknown", async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('curl/8.5.0');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    render(<>{renderBlock(block({ homeUrl: '/invest' }), { links, index: 1 })}</>);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Go back' }));
    expect(log).toHaveBeenCalledExactlyOnceWith('No browser detection');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/invest/');
  });

  it('in referrer mode links to the referring page of this site', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${window.location.origin}/personal/?utm_source=x`);
    render(<>{renderBlock(block({ mode: 'referrer', text: 'Back to where you were' }), { links, index: 1 })}</>);
    const link = await screen.findByRole('link', { name: 'Back to where you were' });
    await vi.waitFor(() => expect(link).toHaveAttribute('href', `${window.location.origin}/personal/?utm_source=x`));
  });

  it('in referrer mode links home when the visitor came from another site', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.google.com/');
    render(<>{renderBlock(block({ mode: 'referrer' }), { links, index: 1 })}</>);
    expect(await screen.findByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
  });
});

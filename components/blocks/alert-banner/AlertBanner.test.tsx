import { render, screen, within } from '@testing-library/react';
import { renderBlock } from '../registry';
import { AlertBannerBlock } from '@/lib/content/model/blocks/alert-banner';

const links = { tokens: { onlineBankingUrl: 'https://online.axosbank.com' } };

function alertBanner(extra: Record<string, unknown> = {}) {
  return AlertBannerBlock.parse({ type: 'alertBanner', id: 'notice', message: 'Branches close at **1 p.m.** on Friday.', ...extra });
}

describe('Alert banner', () => {
  it('is a Standard notice by default: a labelled region, not a live alert', () => {
    render(<>{renderBlock(alertBanner(), { links, index: 0 })}</>);
    const region = screen.getByRole('region', { name: 'Notice' });
    expect(within(region).getByText('1 p.m.').tagName).toBe('STRONG');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it('announces an Emergency banner as such and styles it apart', () => {
    const { unmount } = render(<>{renderBlock(alertBanner(), { links, index: 0 })}</>);
    const standardClass = screen.getByRole('region', { name: 'Notice' }).className;
    unmount();
    render(<>{renderBlock(alertBanner({ alertType: 'Emergency' }), { links, index: 0 })}</>);
    const region = screen.getByRole('region', { name: 'Emergency alert' });
    expect(region.className).not.toBe(standardClass);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the call to action as a link, tokens resolved', () => {
    render(
      <>{renderBlock(alertBanner({ callToAction: { targetUrl: '{onlineBankingUrl}/status', displayText: 'Check service status' } }), { links, index: 0 })}</>,
    );
    const link = screen.getByRole('link', { name: 'Check service status' });
    expect(link).toHaveAttribute('href', 'https://online.axosbank.com/status');
  });
});

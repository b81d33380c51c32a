import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '../registry';
import { PrivacyNotice, consentStorageKey } from './PrivacyNotice';
import { PrivacyConsentBlock } from '@/lib/content/model/blocks/privacy-consent';

const links = { tokens: {} };

function notice(extra: Record<string, unknown> = {}) {
  return PrivacyConsentBlock.parse({
    type: 'privacyConsent',
    id: 'privacy-notice',
    message: 'We use cookies to keep this site **secure**.',
    policyLink: { displayText: 'Read our privacy policy', targetUrl: '/privacy-policy' },
    ...extra,
  });
}

beforeEach(() => window.localStorage.clear());

describe('Privacy-consent notice', () => {
  it('shows the message, the policy link and the button in a labelled region', async () => {
    render(<>{renderBlock(notice(), { links, index: 3 })}</>);
    const region = await screen.findByRole('region', { name: 'Privacy notice' });
    expect(within(region).getByText('secure').tagName).toBe('STRONG');
    expect(within(region).getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy-policy/');
    expect(within(region).getByRole('button', { name: 'I understand' })).toBeInTheDocument();
  });

  it('hides on acknowledge, remembers it and moves focus to the main content', async () => {
    const user = userEvent.setup();
    render(
      <main id="main-content" tabIndex={-1}>
        <PrivacyNotice id="privacy-notice" label="Privacy notice" acknowledgeText="Got it">
          <p>We use cookies.</p>
        </PrivacyNotice>
      </main>,
    );
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'Privacy notice' })).toBeNull();
    expect(window.localStorage.getItem(consentStorageKey('privacy-notice'))).toBe('acknowledged');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('stays hidden for a browser that acknowledged it, and shows a different notice', async () => {
    window.localStorage.setItem(consentStorageKey('privacy-notice'), 'acknowledged');
    const { unmount } = render(
      <PrivacyNotice id="privacy-notice" label="Privacy notice" acknowledgeText="Got it">
        <p>We use cookies.</p>
      </PrivacyNotice>,
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Privacy notice' })).toBeNull());
    unmount();
    render(
      <PrivacyNotice id="privacy-notice-2027" label="Privacy notice" acknowledgeText="Got it">
        <p>We updated our policy.</p>
      </PrivacyNotice>,
    );
    expect(screen.getByRole('region', { name: 'Privacy notice' })).toHaveTextContent('We updated our policy.');
  });

  it('still hides when the browser blocks storage', async () => {
    const user = userEvent.setup();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    render(
      <PrivacyNotice id="privacy-notice" label="Privacy notice" acknowledgeText="Got it">
        <p>We use cookies.</p>
      </PrivacyNotice>,
    );
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'Privacy notice' })).toBeNull();
    setItem.mockRestore();
  });
});

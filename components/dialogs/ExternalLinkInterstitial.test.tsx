import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExternalLinkInterstitial } from './ExternalLinkInterstitial';

function page() {
  render(
    <>
      <a className="ext-link" href="https://www.fdic.gov/resources/deposit-insurance" target="_blank" rel="noopener noreferrer">
        <span>Deposit insurance</span>
      </a>
      <a href="/business/">Business</a>
      <ExternalLinkInterstitial siteName="Axos Bank" />
    </>,
  );
  return { user: userEvent.setup(), link: screen.getByRole('link', { name: 'Deposit insurance' }) };
}

const dialogName = "You're continuing to another website";

describe('external-link interstitial (spec 01 §2.10)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens on a click on an ext-link with the headline, the disclaimer and the destination', async () => {
    const { user, link } = page();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(link);
    const dialog = screen.getByRole('dialog', { name: dialogName });
    expect(dialog).toHaveAccessibleDescription(
      'Axos Bank does not endorse and takes no responsibility for the content of the website you are about to visit, which has its own privacy and security policies.',
    );
    expect(dialog).toHaveTextContent('https://www.fdic.gov/resources/deposit-insurance');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });

  it('Continue opens the destination in a new tab without opener or referrer, closes, and returns focus', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, link } = page();
    await user.click(link);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(open).toHaveBeenCalledExactlyOnceWith('https://www.fdic.gov/resources/deposit-insurance', '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link).toHaveFocus();
  });

  it('Close dismisses without opening anything and returns focus to the link', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, link } = page();
    await user.click(link);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(link).toHaveFocus();
  });

  it('a click on the backdrop dismisses; a click inside the dialog does not', async () => {
    const { user, link } = page();
    await user.click(link);
    const dialog = screen.getByRole('dialog', { name: dialogName });
    await user.click(screen.getByRole('heading', { name: dialogName }));
    expect(dialog).toHaveAttribute('open');
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link).toHaveFocus();
  });

  it('works from the keyboard: Enter on the link opens it, Enter on Continue proceeds', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, link } = page();
    link.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledOnce();
    expect(link).toHaveFocus();
  });

  it.each([
    ['ctrl-click', '{Control>}'],
    ['meta-click', '{Meta>}'],
    ['shift-click', '{Shift>}'],
  ])('intercepts a %s too', async (_what, modifier) => {
    const { user, link } = page();
    await user.keyboard(modifier);
    await user.click(link);
    expect(screen.getByRole('dialog', { name: dialogName })).toBeInTheDocument();
  });

  it('intercepts a middle click', async () => {
    const { user, link } = page();
    await user.pointer({ keys: '[MouseMiddle]', target: link });
    expect(screen.getByRole('dialog', { name: dialogName })).toBeInTheDocument();
  });

  it('leaves internal links alone', async () => {
    const { user } = page();
    // The window sees the click after the document's listener; it records the verdict, then stops
    // the test DOM from attempting a navigation it cannot do.
    let preventedBeforeWindow: boolean | undefined;
    const record = (event: Event) => {
      preventedBeforeWindow = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    await user.click(screen.getByRole('link', { name: 'Business' }));
    window.removeEventListener('click', record);
    expect(preventedBeforeWindow).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Interstitial, type InterstitialContent } from '@/lib/content/fields';
import { MarketingInterstitial } from './MarketingInterstitial';

const links = { tokens: { enrollmentUrl: 'https://online.axosbank.com/enroll' } };

const content = (extra: Record<string, unknown> = {}): InterstitialContent =>
  Interstitial.parse({
    id: 'savings-offer',
    image: { src: '/images/hero-savings.svg', alt: 'A growing balance' },
    headline: 'Earn up to 4.86% APY',
    bodyCopy: 'Open a high-yield savings account in **minutes**.',
    bullets: [
      { copy: 'No monthly maintenance fees', icon: { src: '/images/check.svg', altText: 'Included' } },
      { copy: 'FDIC insured up to the maximum allowed by law', icon: { src: '/images/shield.svg', altText: '', decorative: true } },
      { copy: 'Daily compounding interest', variant: 'secondary' },
    ],
    ...extra,
  });

async function open(interstitial = content()) {
  const user = userEvent.setup();
  render(
    <>
      <MarketingInterstitial
        interstitial={interstitial}
        links={links}
        trigger="See the offer"
        callToActionRow={<a href="https://online.axosbank.com/enroll">Open savings</a>}
      />
      <button type="button">Elsewhere</button>
    </>,
  );
  const trigger = await screen.findByRole('button', { name: 'See the offer' });
  await user.click(trigger);
  return { user, trigger, dialog: screen.getByRole('dialog', { name: 'Earn up to 4.86% APY' }) };
}

describe('marketing interstitial modal (spec 01 §2.10)', () => {
  it('is closed until its button is pressed', async () => {
    render(<MarketingInterstitial interstitial={content()} links={links} trigger="See the offer" callToActionRow={null} />);
    expect(await screen.findByRole('button', { name: 'See the offer' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the image, headline, Markdown body, bullets and the call-to-action row', async () => {
    const { dialog } = await open();
    expect(within(dialog).getByRole('img', { name: 'A growing balance' })).toHaveAttribute('src', '/images/hero-savings.svg');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Earn up to 4.86% APY' })).toBeInTheDocument();
    expect(within(dialog).getByText('minutes').tagName).toBe('STRONG');
    const items = within(within(dialog).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'No monthly maintenance fees',
      'FDIC insured up to the maximum allowed by law',
      'Daily compounding interest',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Open savings' })).toBeInTheDocument();
  });

  it('shows bullet icons at 18x18, decorative ones hidden from screen readers', async () => {
    const { dialog } = await open();
    const icons = [...dialog.querySelectorAll('li img')];
    expect(icons.map((icon) => [icon.getAttribute('src'), icon.getAttribute('width'), icon.getAttribute('height'), icon.getAttribute('alt')])).toEqual([
      ['/images/check.svg', '18', '18', 'Included'],
      ['/images/shield.svg', '18', '18', ''],
    ]);
    expect(within(dialog).getByRole('img', { name: 'Included' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: /shield/i })).toBeNull();
  });

  it("moves focus to the 'Close modal' button, which closes it and returns focus to the opener", async () => {
    const { user, trigger } = await open();
    const close = screen.getByRole('button', { name: 'Close modal' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes on a backdrop click, not on a click inside', async () => {
    const { user, trigger, dialog } = await open();
    await user.click(within(dialog).getByText('Daily compounding interest'));
    expect(dialog).toHaveAttribute('open');
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('works without an image, body or bullets', async () => {
    const { dialog } = await open(Interstitial.parse({ id: 'plain', headline: 'Earn up to 4.86% APY' }));
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect(within(dialog).queryByRole('list')).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import { renderBlock } from '../registry';
import { fallbackRepeatsHeadline } from './fallback';
import { ImageBillboardBlock } from '@/lib/content/model/blocks/image-billboard';

const links = { tokens: {} };

function billboard(extra: Record<string, unknown> = {}) {
  return ImageBillboardBlock.parse({
    type: 'imageBillboard',
    id: 'mobile',
    eyebrow: 'Mobile banking',
    headline: 'Bank on your terms',
    bodyCopy: 'Deposit checks and pay bills from **anywhere**.',
    bullets: [
      { id: 'deposit', copy: 'Mobile check deposit', subBullet: ['Up to $10,000 a day', 'Funds next business day'] },
      { id: 'pay', icon: { src: '/images/icons/card.svg', alt: '', decorative: true }, copy: 'Bill pay' },
    ],
    image: { src: '/images/hero-savings.svg', alt: 'A phone showing a savings balance' },
    callToActionRow: [{ id: 'app', displayText: 'Get the app', targetUrl: '/personal' }],
    ...extra,
  });
}

describe('Image billboard', () => {
  it('shows the eyebrow, headline, copy, bullets with sub-bullets, image and buttons', () => {
    render(<>{renderBlock(billboard(), { links, index: 1 })}</>);
    const region = screen.getByRole('region', { name: 'Bank on your terms' });
    expect(within(region).getByText('Mobile banking')).toBeInTheDocument();
    expect(within(region).getByText('anywhere').tagName).toBe('STRONG');
    const image = within(region).getByRole('img', { name: 'A phone showing a savings balance' });
    expect(image).toHaveAttribute('width', '560');
    expect(image).toHaveAttribute('height', '420');
    expect(within(region).getByText('Up to $10,000 a day').closest('ul')?.closest('li')).toHaveTextContent('Mobile check deposit');
    expect(within(region).getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/personal/');
  });

  it('places the image left or right, and frames a bordered billboard', () => {
    const { unmount } = render(<>{renderBlock(billboard(), { links, index: 1 })}</>);
    const right = (document.getElementById('mobile') as HTMLElement).className;
    unmount();
    const { unmount: unmountLeft } = render(<>{renderBlock(billboard({ imagePlacement: 'left' }), { links, index: 1 })}</>);
    const left = (document.getElementById('mobile') as HTMLElement).className;
    expect(left).not.toBe(right);
    unmountLeft();
    render(<>{renderBlock(billboard({ bordered: true }), { links, index: 1 })}</>);
    const bordered = (document.getElementById('mobile') as HTMLElement).className;
    expect(bordered).not.toBe(right);
    expect(bordered).not.toBe(left);
  });

  it('shows the three-line text-image without an image, hidden from screen readers when it repeats the headline', () => {
    const { unmount } = render(<>{renderBlock(billboard({ image: undefined, fallbackText: ['Bank', 'on your', 'terms.'] }), { links, index: 1 })}</>);
    expect(screen.queryByRole('img')).toBeNull();
    const panel = screen.getByText('on your').parentElement as HTMLElement;
    expect(panel.children).toHaveLength(3);
    expect(panel).toHaveAttribute('aria-hidden', 'true');
    unmount();
    render(<>{renderBlock(billboard({ image: undefined, fallbackText: ['24/7', 'mobile', 'banking'] }), { links, index: 1 })}</>);
    expect(screen.getByText('mobile').parentElement).not.toHaveAttribute('aria-hidden');
  });

  it('compares the text-image with the headline by its words alone', () => {
    expect(fallbackRepeatsHeadline(['Bank', 'on YOUR', 'terms!'], 'Bank on your terms')).toBe(true);
    expect(fallbackRepeatsHeadline(['Bank', 'on your', 'phone'], 'Bank on your terms')).toBe(false);
  });
});

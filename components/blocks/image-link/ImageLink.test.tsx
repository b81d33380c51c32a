import { render, screen } from '@testing-library/react';
import { renderBlock } from '../registry';
import { ImageLinkBlock } from '@/lib/content/model/blocks/image-link';

const links = { tokens: {} };

describe('Image link', () => {
  it('is one link holding the image and the title', () => {
    const block = ImageLinkBlock.parse({
      type: 'imageLink',
      id: 'history',
      image: { src: '/images/hero-savings.svg', alt: '', decorative: true },
      title: 'Read our history',
      targetUrl: '/about/history',
    });
    render(<>{renderBlock(block, { links, index: 1 })}</>);
    const link = screen.getByRole('link', { name: 'Read our history' });
    expect(link).toHaveAttribute('href', '/about/history/');
    const image = link.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
  });

  it('names the link by the image too when the image says something', () => {
    const block = ImageLinkBlock.parse({
      type: 'imageLink',
      id: 'hq',
      image: { src: '/images/hero-business.svg', alt: 'Our San Diego headquarters' },
      title: 'Visit us',
      targetUrl: '/about/corporate-profile',
    });
    render(<>{renderBlock(block, { links, index: 1 })}</>);
    expect(screen.getByRole('link', { name: 'Our San Diego headquarters Visit us' })).toBeInTheDocument();
  });
});

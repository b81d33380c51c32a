import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '../registry';
import { VideoTilesBlock } from '@/lib/content/model/blocks/video-tiles';
import { gridLayout, thumbnailSrc, tileAnchor, tilePlayer } from '@/lib/video/tiles';
import { TranscriptToggle } from './TranscriptToggle';

const links = { tokens: {} };

function tile(index: number, extra: Record<string, unknown> = {}) {
  return { id: `video-${index}`, title: `Video ${index}`, videoId: `abcdEF${index}`, ...extra };
}

function block(tiles: unknown[], extra: Record<string, unknown> = {}) {
  return VideoTilesBlock.parse({ type: 'videoTiles', id: 'videos', title: 'Learn with our videos', videoTiles: tiles, ...extra });
}

describe('video tile rules', () => {
  it.each([
    [1, 'halves'],
    [2, 'halves'],
    [3, 'thirds'],
    [4, 'halves'],
    [6, 'thirds'],
    [9, 'thirds'],
  ])('%i tiles use the %s grid', (count, layout) => {
    expect(gridLayout(count)).toBe(layout);
  });

  it.each([
    [{ id: 'v1', internalName: 'Mobile app tour' }, 'Mobile-app-tour'],
    [{ id: 'v1', internalName: 'Deposit  a check' }, 'Deposit-a-check'],
    [{ id: 'v1', internalName: 'Budgeting' }, 'Budgeting'],
    [{ id: 'v1' }, 'v1'],
  ])('anchor of %o is %s', (value, anchor) => {
    expect(tileAnchor(value)).toBe(anchor);
  });

  it("falls back to YouTube's own thumbnail for the videoId", () => {
    expect(thumbnailSrc({ videoId: 'aqz-KE-bpKQ' })).toBe('https://img.youtube.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
    expect(thumbnailSrc({ videoId: 'aqz-KE-bpKQ', thumbnailImage: { src: '/images/tour.svg', alt: 'Tour' } })).toBe('/images/tour.svg');
  });

  it('plays in the player for its displayType, version 4', () => {
    expect(tilePlayer({ displayType: 'youtube', videoId: 'aqz-KE-bpKQ' })).toEqual({
      kind: 'iframe',
      src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&version=4',
    });
    expect(tilePlayer({ displayType: 'vimeo', videoId: '76979871' })).toEqual({
      kind: 'iframe',
      src: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&version=4',
    });
  });

  it('defaults the player width to 588px and the player to YouTube', () => {
    expect(block([tile(1)]).videoTiles[0]).toMatchObject({ maxWidth: '588px', displayType: 'youtube' });
  });

  it('rejects a tile without a videoId, naming the field', () => {
    const result = VideoTilesBlock.safeParse({ type: 'videoTiles', id: 'v', videoTiles: [{ id: 'a', title: 'A' }] });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['videoTiles.0.videoId']);
  });

  it('requires a thumbnail for a vimeo video', () => {
    const result = VideoTilesBlock.safeParse({ type: 'videoTiles', id: 'v', videoTiles: [tile(1, { displayType: 'vimeo', videoId: '76979871' })] });
    expect(result.error?.issues[0]?.path).toEqual(['videoTiles', 0, 'thumbnailImage']);
  });
});

describe('Video tiles block', () => {
  it('lays three tiles out in thirds and four in halves', () => {
    const { rerender } = render(<>{renderBlock(block([tile(1), tile(2), tile(3)]), { links, index: 1 })}</>);
    expect(screen.getByRole('list')).toHaveClass('thirds');
    rerender(<>{renderBlock(block([tile(1), tile(2), tile(3), tile(4)]), { links, index: 1 })}</>);
    expect(screen.getByRole('list')).toHaveClass('halves');
  });

  it('gives each tile its heading, anchor and a play button with the fallback thumbnail', async () => {
    const { container } = render(
      <>{renderBlock(block([tile(1, { internalName: 'Mobile app tour', description: 'Take the **tour**.' })]), { links, index: 1 })}</>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Learn with our videos' })).toBeInTheDocument();
    const item = screen.getByRole('listitem');
    expect(item).toHaveAttribute('id', 'Mobile-app-tour');
    expect(within(item).getByRole('heading', { level: 3, name: 'Video 1' })).toBeInTheDocument();
    expect(within(item).getByText('tour').tagName).toBe('STRONG');
    expect(await within(item).findByRole('button', { name: 'Play video: Video 1' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://img.youtube.com/vi/abcdEF1/hqdefault.jpg');
  });

  it("sets each tile's widest player size in a stylesheet, not a style attribute (the page's policy refuses those)", () => {
    // A block id of its own: React writes each hoisted stylesheet once per document (by its href).
    const { container } = render(
      <>{renderBlock(block([tile(1, { internalName: 'Mobile app tour' }), tile(2, { maxWidth: '400px' })], { id: 'sizes' }), { links, index: 1 })}</>,
    );
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toContain('[id="Mobile-app-tour"]>.player{max-width:588px}');
    expect(css).toContain('[id="video-2"]>.player{max-width:400px}');
  });

  it('shows a photo thumbnail as its 588x331 rendition', async () => {
    const { container } = render(
      <>{renderBlock(block([tile(1, { thumbnailImage: { src: '/images/hero-marina.jpg', alt: 'Boats' } })]), { links, index: 1 })}</>,
    );
    await screen.findByRole('button', { name: 'Play video: Video 1' });
    expect(container.querySelector('img')).toHaveAttribute('src', '/_img/hero-marina-588x331.webp');
  });
});

describe('Review transcript toggle', () => {
  it('starts collapsed and shows the formatted transcript when pressed', async () => {
    const user = userEvent.setup();
    render(
      <TranscriptToggle>
        <p>
          <strong>Narrator:</strong> Welcome to mobile banking.
        </p>
      </TranscriptToggle>,
    );
    const toggle = screen.getByRole('button', { name: 'Review transcript' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Welcome to mobile banking.', { exact: false })).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(within(panel!).getByText('Narrator:').tagName).toBe('STRONG');
    await user.click(toggle);
    expect(panel).not.toBeVisible();
  });

  it('renders the transcript Markdown in the block', async () => {
    render(<>{renderBlock(block([tile(1, { transcript: '**Host:** Hello and welcome.' })]), { links, index: 1 })}</>);
    const toggle = await screen.findByRole('button', { name: 'Review transcript' });
    await userEvent.setup().click(toggle);
    expect(screen.getByText('Host:').tagName).toBe('STRONG');
  });
});

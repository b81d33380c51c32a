import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '../registry';
import { playerFor } from '@/lib/video/player';
import { VideoEmbedBlock } from '@/lib/content/model/blocks/video-embed';
import { VideoFacade } from './VideoFacade';

const links = { tokens: {} };
const WISTIA = 'https://fast.wistia.com/assets/external/E-v1.js';

/** Every element on the page that would fetch from another origin. */
function thirdPartyRequests(): string[] {
  return Array.from(document.querySelectorAll<HTMLIFrameElement | HTMLScriptElement>('iframe[src], script[src]')).map((element) => element.src);
}

afterEach(() => {
  document.querySelectorAll('script[src]').forEach((script) => script.remove());
});

describe('Video embed block', () => {
  const block = VideoEmbedBlock.parse({
    type: 'videoEmbed',
    id: 'tour',
    headline: 'See the app in two minutes',
    bodyCopy: 'A quick tour of **mobile banking**.',
    title: 'Axos mobile app tour',
    poster: { src: '/images/video-mobile-app.svg' },
    video: { provider: 'youtube', videoId: 'aqz-KE-bpKQ' },
  });

  it('renders the headline, the copy and a play button named after the video', async () => {
    render(<>{renderBlock(block, { links, index: 1 })}</>);
    expect(screen.getByRole('region', { name: 'See the app in two minutes' })).toBeInTheDocument();
    expect(screen.getByText('mobile banking').tagName).toBe('STRONG');
    expect(await screen.findByRole('button', { name: 'Play video: Axos mobile app tour' })).toBeInTheDocument();
    expect(thirdPartyRequests()).toEqual([]);
  });

  it('refuses a youtube source without a valid video id, and a script source over http', () => {
    const parse = (video: unknown) => VideoEmbedBlock.safeParse({ ...block, video }).success;
    expect(parse({ provider: 'youtube' })).toBe(false);
    expect(parse({ provider: 'youtube', videoId: 'x"><script>' })).toBe(false);
    expect(parse({ provider: 'script', scriptUrl: 'http://fast.wistia.com/e.js' })).toBe(false);
    expect(parse({ provider: 'dailymotion', videoId: 'abcdef' })).toBe(false);
    expect(parse({ provider: 'vimeo', videoId: '76979871' })).toBe(true);
  });
});

describe('Video facade', () => {
  it('loads nothing from YouTube until play, then the no-cookie player with a title, focused', async () => {
    const user = userEvent.setup();
    const player = playerFor({ provider: 'youtube', videoId: 'aqz-KE-bpKQ' });
    render(<VideoFacade title="Axos mobile app tour" posterSrc="/images/video-mobile-app.svg" player={player} />);
    expect(screen.queryByTitle('Axos mobile app tour')).toBeNull();
    expect(thirdPartyRequests()).toEqual([]);
    // The poster is our own file, and decoration: the button is named by the title.
    expect(screen.queryByRole('img')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Play video: Axos mobile app tour' }));
    const frame = screen.getByTitle('Axos mobile app tour');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('plays from the keyboard', async () => {
    const user = userEvent.setup();
    render(<VideoFacade title="Tour" posterSrc="/p.svg" player={playerFor({ provider: 'vimeo', videoId: '76979871' })} />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByTitle('Tour')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
  });

  it("adds another provider's script and player element only on play, and the script once per page", async () => {
    const user = userEvent.setup();
    const player = playerFor({ provider: 'script', scriptUrl: WISTIA, playerClass: 'wistia_embed wistia_async_abc123', playerData: { 'video-foam': 'true' } });
    render(
      <>
        <VideoFacade title="Trust basics" posterSrc="/p.svg" player={player} />
        <VideoFacade title="Estate basics" posterSrc="/p.svg" player={player} />
      </>,
    );
    expect(thirdPartyRequests()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Play video: Trust basics' }));
    expect(thirdPartyRequests()).toEqual([WISTIA]);
    const holder = screen.getByRole('region', { name: 'Trust basics' });
    expect(holder).toHaveClass('wistia_embed', 'wistia_async_abc123');
    expect(holder).toHaveAttribute('data-video-foam', 'true');
    expect(holder).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Play video: Estate basics' }));
    expect(thirdPartyRequests()).toEqual([WISTIA]);
  });
});

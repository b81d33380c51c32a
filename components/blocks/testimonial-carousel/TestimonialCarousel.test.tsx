import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderBlock } from '../registry';
import { isRotating, nextSlide } from './carousel';
import { CarouselSlides } from './CarouselSlides';
import { TestimonialCarouselBlock } from '@/lib/content/model/blocks/testimonial-carousel';

const links = { tokens: {} };

const slides = ['Opened in minutes.', 'Best rates I found.', 'Support answered at 2 a.m.'].map((text, index) => ({
  id: `t${index + 1}`,
  content: <p>{text}</p>,
}));

/** The slide a sighted visitor sees now. */
function visibleSlide(): HTMLElement {
  const shown = screen.getAllByRole('group').filter((group) => group.getAttribute('aria-roledescription') === 'slide');
  const [only, ...rest] = shown;
  expect(rest).toHaveLength(0);
  if (!only) throw new Error('no slide is visible');
  return only;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function carousel(): HTMLElement {
  return screen.getByRole('group', { name: 'What customers say' });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('carousel rules', () => {
  it.each([
    [0, 3, 1],
    [1, 3, 2],
    [2, 3, 0],
    [0, 1, 0],
  ])('after slide %i of %i comes slide %i', (index, count, next) => {
    expect(nextSlide(index, count)).toBe(next);
  });

  it('rotates only when automatic, with several slides, and nobody paused, points or focuses', () => {
    const base = { auto: true, count: 3, paused: false, hovered: false, focused: false };
    expect(isRotating(base)).toBe(true);
    expect(isRotating({ ...base, auto: false })).toBe(false);
    expect(isRotating({ ...base, count: 1 })).toBe(false);
    expect(isRotating({ ...base, paused: true })).toBe(false);
    expect(isRotating({ ...base, hovered: true })).toBe(false);
    expect(isRotating({ ...base, focused: true })).toBe(false);
  });
});

describe('Testimonial carousel', () => {
  it('is a carousel of labelled slides, showing the first', () => {
    render(<CarouselSlides label="What customers say" slides={slides} time={5000} auto />);
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    expect(visibleSlide()).toHaveTextContent('Opened in minutes.');
  });

  it('advances every `time` ms and wraps to the first slide', () => {
    render(<CarouselSlides label="What customers say" slides={slides} time={5000} auto />);
    advance(4999);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    advance(1);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    advance(5000);
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    advance(5000);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
  });

  it('uses the time content gives it', () => {
    render(<CarouselSlides label="What customers say" slides={slides} time={3000} auto />);
    advance(3000);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('announces slides politely only while it is not rotating', () => {
    render(<CarouselSlides label="What customers say" slides={slides} time={5000} auto />);
    const live = visibleSlide().parentElement;
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('stops at the pause button and starts again at play', () => {
    render(<CarouselSlides label="What customers say" slides={slides} time={5000} auto />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    advance(20000);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    advance(5000);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('pauses while the pointer is over it', () => {
    render(<CarouselSlides label="What customers say" slides={slides} time={5000} auto />);
    fireEvent.mouseEnter(carousel());
    advance(12000);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.mouseLeave(carousel());
    advance(5000);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('pauses while keyboard focus is inside it', () => {
    render(
      <>
        <CarouselSlides label="What customers say" slides={slides} time={5000} auto />
        <button type="button">After</button>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Show testimonial 1 of 3' }).focus());
    advance(12000);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    act(() => screen.getByRole('button', { name: 'After' }).focus());
    advance(5000);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('shows the slide a dot picks, marking that dot current', () => {
    render(<CarouselSlides label="What customers say" slides={slides} time={5000} auto={false} />);
    const dot = screen.getByRole('button', { name: 'Show testimonial 3 of 3' });
    fireEvent.click(dot);
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show testimonial 1 of 3' })).not.toHaveAttribute('aria-current');
  });

  it('does not move on its own when auto is off, and has no pause control then', () => {
    render(<CarouselSlides label="What customers say" slides={slides} time={5000} auto={false} />);
    advance(20000);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).toBeNull();
  });

  it('has neither dots nor a pause control with one slide', () => {
    render(<CarouselSlides label="What customers say" slides={slides.slice(0, 1)} time={5000} auto />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    advance(20000);
    expect(visibleSlide()).toHaveAccessibleName('1 of 1');
  });

  it('respects a preference for reduced motion: paused until the visitor presses play', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    render(<CarouselSlides label="What customers say" slides={slides} time={5000} auto />);
    advance(20000);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    advance(5000);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });
});

describe('Testimonial carousel block', () => {
  const block = TestimonialCarouselBlock.parse({
    type: 'testimonialCarousel',
    id: 'reviews',
    headline: 'What customers say',
    items: [
      {
        id: 'a',
        title: 'Easy to open',
        content: 'I opened my account **in ten minutes**.',
        author: 'Maria G.',
        location: 'Austin, TX',
        description: 'Customer since 2021',
      },
      { id: 'b', content: 'The rate beat my old bank.', author: 'Dev P.' },
    ],
  });

  it('defaults to advancing every 5000 ms', () => {
    expect(block).toMatchObject({ time: 5000, auto: true });
  });

  it('renders every testimonial into the page, with author, location and description', async () => {
    vi.useRealTimers();
    render(<>{renderBlock(block, { links, index: 1 })}</>);
    const group = await screen.findByRole('group', { name: 'What customers say' });
    expect(within(group).getByRole('heading', { level: 3, name: 'Easy to open' })).toBeInTheDocument();
    expect(within(group).getByText('in ten minutes').tagName).toBe('STRONG');
    expect(within(group).getByText('Maria G.')).toBeInTheDocument();
    expect(within(group).getByText('Austin, TX')).toBeInTheDocument();
    expect(within(group).getByText('Customer since 2021')).toBeInTheDocument();
    expect(group).toHaveTextContent('The rate beat my old bank.');
  });

  it('rejects a testimonial without an author, naming the field', () => {
    const result = TestimonialCarouselBlock.safeParse({ type: 'testimonialCarousel', id: 'r', items: [{ id: 'a', content: 'Great.' }] });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['items.0.author']);
  });
});

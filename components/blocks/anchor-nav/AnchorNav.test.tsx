import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '../registry';
import { AnchorNavCarousel } from './AnchorNavCarousel';
import { AnchorNavBlock, anchorNavProblems } from '@/lib/content/model/blocks/anchor-nav';

const links = { tokens: {} };
const items = Array.from({ length: 9 }, (_, index) => ({ id: `section-${index + 1}`, label: `Section ${index + 1}` }));
/** Document tops of the sections: 1000, 1600, 2200, … */
const topOf = (id: string) => 1000 + 600 * (Number(id.split('-')[1]) - 1);

let frames: FrameRequestCallback[] = [];
let scrollY = 0;
let scrollTo = vi.fn((_x: number, _y: number) => 0);

/** A browser window of the given width, optionally preferring reduced motion. */
function setUpWindow({ width, reducedMotion = false }: { width: number; reducedMotion?: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width') ? width >= Number(/(\d+)px/.exec(query)?.[1]) : reducedMotion,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 8000 });
  scrollTo = vi.fn((_x: number, y: number) => (scrollY = y));
  vi.stubGlobal('scrollTo', scrollTo);
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
}

/** Runs the frames queued so far at the given timestamp. */
function runFrames(now: number) {
  const queued = frames;
  frames = [];
  act(() => queued.forEach((callback) => callback(now)));
}

function scrollPageTo(y: number) {
  scrollY = y;
  fireEvent.scroll(window);
  runFrames(0);
}

function renderWithSections() {
  // Measured from the first effect on, so the layout is in place before rendering.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return DOMRect.fromRect({ y: this.id.startsWith('section-') ? topOf(this.id) - scrollY : 0, height: 600 });
  });
  return render(
    <>
      <AnchorNavCarousel items={items} />
      {items.map((item) => (
        <section key={item.id} id={item.id} aria-label={item.label} />
      ))}
    </>,
  );
}

const visibleLinks = () => screen.getAllByRole('link').map((link) => link.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('Anchor navigation block', () => {
  it('is a navigation landmark of #id links, rendered from content', async () => {
    const block = AnchorNavBlock.parse({ type: 'anchorNav', id: 'page-nav', items: items.slice(0, 3) });
    setUpWindow({ width: 1280 });
    render(<>{renderBlock(block, { links, index: 1 })}</>);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(await within(nav).findByRole('link', { name: 'Section 1' })).toHaveAttribute('href', '#section-1');
    expect(within(nav).getByRole('link', { name: 'Section 3' })).toHaveAttribute('href', '#section-3');
  });

  it('takes its accessible name from content', async () => {
    const block = AnchorNavBlock.parse({ type: 'anchorNav', id: 'n', label: 'Loan topics', items: items.slice(0, 1) });
    setUpWindow({ width: 1280 });
    render(<>{renderBlock(block, { links, index: 1 })}</>);
    expect(screen.getByRole('navigation', { name: 'Loan topics' })).toBeInTheDocument();
  });
});

describe('Anchor navigation carousel', () => {
  it('shows 7 items on a desktop and pages through the rest with the arrow buttons', async () => {
    const user = userEvent.setup();
    setUpWindow({ width: 1280 });
    renderWithSections();
    expect(visibleLinks()).toEqual(items.slice(0, 7).map((item) => item.label));
    const previous = screen.getByRole('button', { name: 'Show previous sections' });
    const next = screen.getByRole('button', { name: 'Show next sections' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(visibleLinks()).toEqual(items.slice(1, 8).map((item) => item.label));
    await user.click(next);
    expect(visibleLinks()).toEqual(items.slice(2, 9).map((item) => item.label));
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(visibleLinks()[0]).toBe('Section 2');
  });

  it('shows 1 item below 1023 px, and the arrows move one item at a time', async () => {
    const user = userEvent.setup();
    setUpWindow({ width: 1022 });
    renderWithSections();
    expect(visibleLinks()).toEqual(['Section 1']);
    await user.click(screen.getByRole('button', { name: 'Show next sections' }));
    expect(visibleLinks()).toEqual(['Section 2']);
  });

  it('has no arrows when every item fits', () => {
    setUpWindow({ width: 1280 });
    render(<AnchorNavCarousel items={items.slice(0, 7)} />);
    expect(visibleLinks()).toHaveLength(7);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks the section whose top is within 200 px of the scroll position, and keeps it in view', () => {
    setUpWindow({ width: 1022 });
    renderWithSections();
    expect(screen.getByRole('link', { name: 'Section 1' })).not.toHaveAttribute('aria-current');
    scrollPageTo(799); // section 1 is 201 px away
    expect(screen.getByRole('link', { name: 'Section 1' })).not.toHaveAttribute('aria-current');
    scrollPageTo(800); // exactly 200 px
    expect(screen.getByRole('link', { name: 'Section 1' })).toHaveAttribute('aria-current', 'true');
    scrollPageTo(topOf('section-4') - 150);
    // On a phone the current section's link becomes the one centred item.
    expect(visibleLinks()).toEqual(['Section 4']);
    expect(screen.getByRole('link', { name: 'Section 4' })).toHaveAttribute('aria-current', 'true');
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('scrolls smoothly in 200 ms so the section top lands 110 px below the viewport top', async () => {
    const user = userEvent.setup();
    setUpWindow({ width: 1280 });
    renderWithSections();
    await user.click(screen.getByRole('link', { name: 'Section 2' }));
    runFrames(1000);
    runFrames(1100);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 745); // halfway from 0 to 1600 - 110 = 1490
    runFrames(1200);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1490);
    expect(frames).toHaveLength(0);
    expect(window.location.hash).toBe('#section-2');
    expect(document.getElementById('section-2')).toHaveFocus();
  });

  it('jumps at once when the visitor prefers reduced motion', async () => {
    const user = userEvent.setup();
    setUpWindow({ width: 1280, reducedMotion: true });
    renderWithSections();
    await user.click(screen.getByRole('link', { name: 'Section 3' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 2200 - 110);
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    setUpWindow({ width: 1280, reducedMotion: true });
    renderWithSections();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Section 1' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(scrollTo).toHaveBeenCalledWith(0, 890);
    expect(document.getElementById('section-1')).toHaveFocus();
  });
});

describe('anchor navigation content checks', () => {
  const page = (navItems: { id: string }[], first = 'hero') => [
    { type: 'hero', id: first },
    { type: 'anchorNav', id: 'nav', items: navItems },
    { type: 'headline', id: 'rates' },
  ];

  it('accepts items that name blocks of the page', () => {
    expect(anchorNavProblems(page([{ id: 'rates' }, { id: 'hero' }]))).toEqual([]);
  });

  it('names each item that points nowhere', () => {
    expect(anchorNavProblems(page([{ id: 'rates' }, { id: 'fees' }, { id: 'nav' }]))).toEqual([
      { path: ['blocks', 1, 'items', 1, 'id'], message: 'No block with id "fees" on this page' },
      { path: ['blocks', 1, 'items', 2, 'id'], message: 'Points at the navigation itself' },
    ]);
  });

  it('refuses an anchor navigation as the first block', () => {
    expect(
      anchorNavProblems([
        { type: 'anchorNav', id: 'nav', items: [{ id: 'a' }] },
        { type: 'headline', id: 'a' },
      ]),
    ).toEqual([{ path: ['blocks', 0, 'type'], message: 'An anchor navigation cannot be the first block: the first block carries the page heading' }]);
  });
});

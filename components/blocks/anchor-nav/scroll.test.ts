import { activeSectionId, clampStart, easeInOutCubic, scrollTarget, startShowing, tweenPosition, visibleItemCount } from './scroll';

describe('scroll target: the section top lands 110 px below the viewport top', () => {
  it.each([
    // sectionTop, maxScroll, expected
    [1000, 5000, 890],
    [110, 5000, 0],
    [50, 5000, 0], // cannot scroll above the page
    [0, 5000, 0],
    [4000, 3000, 3000], // cannot scroll past the end of the page
    [1000, 0, 0], // a page that does not scroll
    [1000, -20, 0],
  ])('section at %i, page scrolls to %i -> %i', (sectionTop, maxScroll, expected) => {
    expect(scrollTarget(sectionTop, maxScroll)).toBe(expected);
  });

  it('takes another offset when given one', () => {
    expect(scrollTarget(1000, 5000, 0)).toBe(1000);
  });
});

describe('active section: the last whose top is within 200 px of the scroll position', () => {
  const sections = [
    { id: 'a', top: 600 },
    { id: 'b', top: 1200 },
    { id: 'c', top: 2000 },
  ];
  it.each([
    [0, null], // 600 - 0 = 600 > 200: above the first section
    [399, null], // 201 px away
    [400, 'a'], // exactly 200 px: within
    [490, 'a'], // after a click on "a" (600 - 110)
    [999, 'a'],
    [1000, 'b'],
    [1090, 'b'],
    [1800, 'c'],
    [9000, 'c'],
  ])('scrollY %i -> %s', (scrollY, expected) => {
    expect(activeSectionId(sections, scrollY)).toBe(expected);
  });

  it('makes the last section current at the end of the page, where it may never reach the threshold', () => {
    expect(activeSectionId(sections, 1100, { atBottom: true })).toBe('c');
    expect(activeSectionId(sections, 1100, { atBottom: false })).toBe('b');
  });

  it('has no current section without sections', () => {
    expect(activeSectionId([], 500, { atBottom: true })).toBeNull();
  });

  it.each([
    [100, 500, 'a'],
    [100, 499, null],
  ])('threshold %i at scrollY %i -> %s', (threshold, scrollY, expected) => {
    expect(activeSectionId(sections, scrollY, { threshold })).toBe(expected);
  });
});

describe('easing and the 200 ms tween', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [0.25, 0.0625],
    [0.5, 0.5],
    [0.75, 0.9375],
    [1, 1],
    [2, 1],
  ])('easeInOutCubic(%d) = %d', (t, expected) => {
    expect(easeInOutCubic(t)).toBeCloseTo(expected, 10);
  });

  it.each([
    // from, to, elapsed ms, expected position
    [0, 890, 0, 0],
    [0, 890, 50, 55.625],
    [0, 890, 100, 445],
    [0, 890, 150, 834.375],
    [0, 890, 200, 890],
    [0, 890, 260, 890],
    [1000, 200, 100, 600], // scrolling up
  ])('from %i to %i after %i ms -> %d', (from, to, elapsed, expected) => {
    expect(tweenPosition(from, to, elapsed)).toBeCloseTo(expected, 6);
  });

  it('jumps when the duration is zero', () => {
    expect(tweenPosition(0, 890, 0, 0)).toBe(890);
  });
});

describe('carousel: 7 items from 1023 px, 1 centred item below', () => {
  it.each([
    [320, 1],
    [375, 1],
    [768, 1],
    [1022, 1],
    [1022.5, 1],
    [1023, 7],
    [1024, 7],
    [1280, 7],
  ])('%d px wide -> %i visible', (width, expected) => {
    expect(visibleItemCount(width)).toBe(expected);
  });

  it.each([
    // start, count, visible, expected
    [0, 10, 7, 0],
    [3, 10, 7, 3],
    [4, 10, 7, 3], // the last window is items 3..9
    [-1, 10, 7, 0],
    [0, 5, 7, 0], // fewer items than the window
    [9, 10, 1, 9],
    [10, 10, 1, 9],
  ])('clampStart(%i, %i items, %i visible) = %i', (start, count, visible, expected) => {
    expect(clampStart(start, count, visible)).toBe(expected);
  });

  it.each([
    // index, start, count, visible, expected start
    [2, 0, 10, 7, 0], // already visible
    [7, 0, 10, 7, 1], // just past the window: move by one
    [9, 0, 10, 7, 3],
    [1, 3, 10, 7, 1], // before the window
    [4, 0, 10, 1, 4], // mobile: the item is the window
    [0, 4, 10, 1, 0],
  ])('startShowing(item %i, start %i, %i items, %i visible) = %i', (index, start, count, visible, expected) => {
    expect(startShowing(index, start, count, visible)).toBe(expected);
  });
});

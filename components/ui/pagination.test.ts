import { clampPage, itemRange, nextPage, pageCount, pageHref, pageWindow, previousPage } from './pagination';

describe('clampPage: any ?page= value lands on a valid page', () => {
  it.each([
    // raw, last page, expected
    [null, 5, 1], // no parameter: the default page
    [undefined, 5, 1],
    ['', 5, 1],
    ['1', 5, 1],
    ['3', 5, 3],
    ['5', 5, 5],
    ['6', 5, 5], // last + 1
    ['99', 5, 5],
    ['99999999999999999999', 5, 5],
    ['0', 5, 1],
    ['00', 5, 1],
    ['-1', 5, 1],
    ['abc', 5, 1],
    ['2.5', 5, 1], // not a whole number
    ['2abc', 5, 1],
    [' 2', 5, 1],
    ['1e1', 5, 1],
    ['03', 5, 3],
    ['2', 1, 1], // a single page
    ['2', 0, 1], // an empty list still has page 1
  ])('%j with %i pages -> page %i', (raw, last, expected) => {
    expect(clampPage(raw, last)).toBe(expected);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 5, 1],
    [1, 5, 1],
    [5, 5, 1],
    [6, 5, 2],
    [12, 4, 3],
    [13, 4, 4],
    [10, 0, 1],
  ])('%i items at %i per page -> %i pages', (count, size, expected) => {
    expect(pageCount(count, size)).toBe(expected);
  });
});

describe('previous and next arrows stay on the same page at the ends', () => {
  it.each([
    // current, last, previous, next
    [1, 3, 1, 2],
    [2, 3, 1, 3],
    [3, 3, 2, 3],
    [1, 1, 1, 1],
  ])('page %i of %i: previous %i, next %i', (current, last, previous, next) => {
    expect(previousPage(current)).toBe(previous);
    expect(nextPage(current, last)).toBe(next);
  });
});

describe('pageWindow: first, last, current ± 1, gaps; seven slots once there are more than seven pages', () => {
  it.each([
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [6, 10, [1, 'gap', 5, 6, 7, 'gap', 10]],
    [7, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [1, 8, [1, 2, 3, 4, 5, 'gap', 8]],
  ])('page %i of %i -> %j', (current, last, expected) => {
    expect(pageWindow(current, last)).toEqual(expected);
  });

  it('never hides a single page behind a gap', () => {
    for (let last = 1; last <= 30; last += 1) {
      for (let current = 1; current <= last; current += 1) {
        const slots = pageWindow(current, last);
        expect(slots).toContain(current);
        slots.forEach((slot, index) => {
          if (slot !== 'gap') return;
          const before = slots[index - 1];
          const after = slots[index + 1];
          expect(typeof before === 'number' && typeof after === 'number' && after - before > 2).toBe(true);
        });
      }
    }
  });
});

describe('itemRange', () => {
  it.each([
    [1, 4, 10, 1, 4],
    [3, 4, 10, 9, 10],
    [1, 4, 0, 0, 0],
  ])('page %i at %i per page of %i items -> %i to %i', (page, size, count, first, last) => {
    expect(itemRange(page, size, count)).toEqual({ first, last });
  });
});

describe('pageHref keeps the other query parameters', () => {
  it.each([
    [2, '', '', '?page=2'],
    [2, '?page=5', '', '?page=2'],
    [3, '?utm_source=mail&page=1', '#events', '?utm_source=mail&page=3#events'],
    [1, '?tags[]=a&tags[]=b', '', '?tags%5B%5D=a&tags%5B%5D=b&page=1'],
  ])('page %i from %j %j -> %s', (page, search, hash, expected) => {
    expect(pageHref(page, search, hash)).toBe(expected);
  });
});

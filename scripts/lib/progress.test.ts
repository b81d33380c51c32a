// @vitest-environment node
import { CI_INTERVAL_MS, formatProgress, nextPagesTotal, ProgressLine } from './progress';

describe('formatProgress', () => {
  it('names each brand with its phase and how far it is', () => {
    expect(
      formatProgress([
        { brand: 'AXB', phase: 'pages', done: 512, total: 1082 },
        { brand: 'LVF', phase: 'policies and compression', done: 120, total: 300 },
      ]),
    ).toBe('AXB: pages 512/1082 · LVF: policies and compression 120/300');
    expect(formatProgress([{ brand: 'AXB', phase: 'pages', done: 37 }])).toBe('AXB: pages 37');
    expect(formatProgress([{ brand: 'AXB', phase: 'images', done: 0 }])).toBe('AXB: images');
  });
});

describe('nextPagesTotal', () => {
  it("reads the total from Next's progress line, once it is printed", () => {
    expect(nextPagesTotal('   Collecting page data ...\n')).toBeUndefined();
    expect(nextPagesTotal('   Generating static pages using 2 workers (270/1082) \n')).toBe(1082);
  });
});

function recorder(isTTY: boolean) {
  let now = 0;
  const written: string[] = [];
  const line = new ProgressLine({ write: (text) => written.push(text), isTTY, now: () => now });
  return { line, written, advance: (ms: number) => (now += ms) };
}

describe('ProgressLine', () => {
  it('on a terminal, rewrites one line in place and keeps it under the lines logged', () => {
    const { line, written, advance } = recorder(true);
    line.update({ brand: 'AXB', phase: 'pages', done: 10, total: 100 });
    advance(20);
    line.update({ brand: 'AXB', phase: 'pages', done: 11, total: 100 });
    advance(200);
    line.update({ brand: 'AXB', phase: 'pages', done: 60, total: 100 });
    line.log('[1/1] AXB: 100 pages');
    line.finish('AXB');
    expect(written).toEqual([
      'AXB: pages 10/100',
      // 11 came within 100 ms of 10: not drawn.
      '\r\x1b[2K',
      'AXB: pages 60/100',
      '\r\x1b[2K',
      '[1/1] AXB: 100 pages\n',
      'AXB: pages 60/100',
      '\r\x1b[2K',
    ]);
  });

  it('elsewhere, prints nothing for a short export and a line every 10 s of a long one', () => {
    const { line, written, advance } = recorder(false);
    for (let done = 0; done <= 1000; done += 1) {
      line.update({ brand: 'AXB', phase: 'pages', done, total: 1000 });
      advance(25);
    }
    // 25 s of updates: two lines, at 10 s and 20 s.
    expect(written).toEqual(['  … AXB: pages 400/1000\n', '  … AXB: pages 800/1000\n']);
    expect(CI_INTERVAL_MS).toBe(10_000);

    const short = recorder(false);
    short.line.update({ brand: 'AXC', phase: 'pages', done: 1, total: 20 });
    short.advance(3000);
    short.line.update({ brand: 'AXC', phase: 'pages', done: 20, total: 20 });
    short.line.log('[1/1] AXC: 20 pages');
    expect(short.written).toEqual(['[1/1] AXC: 20 pages\n']);
  });
});

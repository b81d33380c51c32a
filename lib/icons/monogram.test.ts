import { GLYPH_LETTERS, initialsOf, monogramSvg } from './monogram';

const colours = { background: '#0b4f4a', foreground: '#ffffff' };

describe('monogramSvg', () => {
  it('draws every capital A-Z', () => {
    expect(GLYPH_LETTERS.sort().join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  });

  it.each(['A', 'AB', 'LVF'])('%s: one path per letter on a tile of the brand colour, with no text to depend on fonts', (monogram) => {
    const svg = monogramSvg(monogram, colours);
    expect(svg.match(/<path /g)).toHaveLength(monogram.length);
    expect(svg).toContain('fill="#0b4f4a"');
    expect(svg).toContain('stroke="#ffffff"');
    expect(svg).not.toContain('<text');
  });

  it('keeps the letters inside the tile with a margin', () => {
    for (const monogram of ['I', 'WW', 'MMM']) {
      const [, x, y, scale] = /translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)/.exec(monogramSvg(monogram, colours))?.map(Number) ?? [];
      const width = (monogram.length * 14 - 4) * (scale ?? 0);
      expect(x).toBeGreaterThanOrEqual(10);
      expect(y).toBeGreaterThanOrEqual(10);
      expect((x ?? 0) + width).toBeLessThanOrEqual(54.01); // 3-decimal rounding of the transform
    }
  });

  it.each(['', 'ab', 'ABCD', 'A1', 'É'])('refuses the monogram %j', (monogram) => {
    expect(() => monogramSvg(monogram, colours)).toThrow(/one to three capital letters/);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Axos Bank', 'AB'],
    ['LVF Vehicle Finance', 'LVF'],
    ['Great Bay Marine Finance Group', 'GBM'],
    ['axos clearing', 'AC'],
    ['  Axos   Invest ', 'AI'],
    ['123 Finance', 'F'],
    ['—', 'A'],
  ])('%j -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

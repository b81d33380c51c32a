import { QUIET_ZONE, qrDrawing, qrModules, qrPath, qrSvg } from './qr';

/** Reads the dark modules back out of a path made of "M<x> <y>h<n>v1h-<n>z" runs. */
function modulesFromPath(path: string, size: number, offset: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(run); i += 1) {
      const row = grid[Number(y) - offset];
      if (row) row[Number(x) - offset + i] = true;
    }
  }
  return grid;
}

const URL = 'https://www.axosbank.com/personal/plan/mobile-app';

describe('QR code', () => {
  it('is a square symbol of a valid QR size (21 + 4k modules) with the three finder patterns', () => {
    const modules = qrModules(URL);
    const size = modules.length;
    expect((size - 21) % 4).toBe(0);
    for (const row of modules) expect(row).toHaveLength(size);
    // Each finder pattern's outer ring is dark and the ring inside it light.
    for (const [top, left] of [
      [0, 0],
      [0, size - 7],
      [size - 7, 0],
    ] as const) {
      expect(modules[top]?.slice(left, left + 7)).toEqual(Array(7).fill(true));
      expect(modules[top + 1]?.slice(left, left + 7)).toEqual([true, false, false, false, false, false, true]);
      expect(modules[top + 3]?.slice(left, left + 7)).toEqual([true, false, true, true, true, false, true]);
    }
  });

  it('differs for different URLs and is the same for the same URL', () => {
    expect(qrModules(URL)).toEqual(qrModules(URL));
    expect(qrModules(URL)).not.toEqual(qrModules(`${URL}/x`));
  });

  it('draws exactly the dark modules, offset by the quiet zone', () => {
    const modules = qrModules(URL);
    expect(modulesFromPath(qrPath(modules), modules.length, QUIET_ZONE)).toEqual(modules);
  });

  it.each([
    [[[true, true, false, true]], 'M4 4h2v1h-2zM7 4h1v1h-1z'],
    [
      [
        [false, false],
        [false, true],
      ],
      'M5 5h1v1h-1z',
    ],
    [[[false]], ''],
  ])('path of %j is %s', (modules, path) => {
    expect(qrPath(modules)).toBe(path);
  });

  it('is an SVG with a white quiet zone, usable as an image source', () => {
    const size = qrModules(URL).length + 2 * QUIET_ZONE;
    expect(qrSvg(URL)).toContain(`viewBox="0 0 ${size} ${size}"`);
    expect(qrSvg(URL)).toContain(`<rect width="${size}" height="${size}" fill="#fff"/>`);
    expect(qrSvg(URL)).toContain(`<path fill="#000" d="${qrDrawing(URL).path}"/>`);
    expect(qrDrawing(URL).side).toBe(size);
  });

  it('refuses text that is not a resolved URL in printable ASCII', () => {
    expect(() => qrModules('https://www.axosbank.com/é')).toThrow(/printable ASCII/);
    expect(() => qrModules('')).toThrow(/printable ASCII/);
  });
});

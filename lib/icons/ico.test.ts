import { ICO_HEADER_BYTES, icoFromPng } from './ico';

describe('icoFromPng', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  it('writes the icon header, one directory entry and the PNG after it', () => {
    const ico = icoFromPng(png, 32);
    expect(ico.length).toBe(22 + png.length);
    expect(ICO_HEADER_BYTES).toBe(22);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico.readUInt8(6), ico.readUInt8(7), ico.readUInt8(8), ico.readUInt8(9)]).toEqual([32, 32, 0, 0]);
    expect([ico.readUInt16LE(10), ico.readUInt16LE(12)]).toEqual([1, 32]);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.readUInt32LE(18)).toBe(22);
    expect(ico.subarray(22)).toEqual(png);
  });

  it.each([
    [256, 0],
    [1, 1],
    [180, 180],
  ])('a %i px image is recorded as %i', (size, recorded) => {
    expect(icoFromPng(png, size).readUInt8(6)).toBe(recorded);
  });

  it.each([0, 257, 31.5])('refuses %s px', (size) => {
    expect(() => icoFromPng(png, size)).toThrow(RangeError);
  });
});

/**
 * A Windows icon (.ico) holding one PNG image, which every browser reads (PNG entries have been
 * valid since Windows Vista). The container is a 6-byte header, one 16-byte directory entry and
 * the PNG itself; all numbers little-endian.
 */
export const ICO_HEADER_BYTES = 6 + 16;

export function icoFromPng(png: Uint8Array, size: number): Buffer {
  if (!Number.isInteger(size) || size < 1 || size > 256) throw new RangeError(`An icon is 1 to 256 pixels wide, not ${size}`);
  const header = Buffer.alloc(ICO_HEADER_BYTES);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type 1: icon (2 would be a cursor)
  header.writeUInt16LE(1, 4); // one image
  // A width or height of 256 is written as 0.
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.byteLength, 14);
  header.writeUInt32LE(ICO_HEADER_BYTES, 18); // the image starts right after the directory
  return Buffer.concat([header, png]);
}

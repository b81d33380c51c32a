import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { formatOf, inspectImage, MAX_INPUT_PIXELS, pixelSizeOf } from './inspect';
import { nodeWindow } from './node-window';
import { jpegClaiming } from '@/tests/fixtures/images';

const window = nodeWindow();

async function encoded(
  format: 'jpeg' | 'png' | 'webp',
  width: number,
  height: number,
  options: { lossless?: boolean; alpha?: boolean } = {},
): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: options.alpha ? 4 : 3, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } });
  const out = format === 'webp' ? image.webp({ lossless: options.lossless }) : format === 'png' ? image.png() : image.jpeg();
  return new Uint8Array(await out.toBuffer());
}

/** A PNG whose header claims this size (its pixel data missing): sharp refuses such a file by its header, and so must the check. */
function pngClaiming(width: number, height: number): Uint8Array {
  const ihdr = new Uint8Array(17);
  ihdr.set([0x49, 0x48, 0x44, 0x52]);
  new DataView(ihdr.buffer).setUint32(4, width);
  new DataView(ihdr.buffer).setUint32(8, height);
  ihdr.set([8, 2, 0, 0, 0], 12);
  const bytes = new Uint8Array(8 + 4 + 17 + 4);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  bytes.set(ihdr, 12);
  new DataView(bytes.buffer).setUint32(29, crc32(ihdr));
  return bytes;
}

const text = (value: string) => new TextEncoder().encode(value);

describe('the pixel size is read from the header, as sharp reads it', () => {
  it.each([
    ['jpeg', 640, 427, {}],
    ['png', 33, 1, {}],
    ['webp', 301, 17, {}],
    ['webp', 4000, 3, { lossless: true }],
    ['webp', 129, 65, { alpha: true }],
  ] as const)('%s %dx%d %o', async (format, width, height, options) => {
    const bytes = await encoded(format, width, height, options);
    const metadata = await sharp(bytes).metadata();
    expect(formatOf(bytes)).toBe(format);
    expect(pixelSizeOf(bytes, format)).toEqual({ width: metadata.width, height: metadata.height });
  });
});

describe('inspectImage', () => {
  it('accepts real photos and a plain drawing', async () => {
    expect(inspectImage('hero.jpg', await encoded('jpeg', 64, 48), window)).toEqual([]);
    expect(inspectImage('hero.JPEG', await encoded('jpeg', 64, 48), window)).toEqual([]);
    expect(inspectImage('logo.png', await encoded('png', 64, 48), window)).toEqual([]);
    expect(inspectImage('team.webp', await encoded('webp', 64, 48), window)).toEqual([]);
    expect(
      inspectImage('icon.svg', text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" role="img"><title>A</title><rect/></svg>'), window),
    ).toEqual([]);
  });

  it('refuses a .png that is an HTML page, whatever its name says', () => {
    expect(inspectImage('hero.png', text('<!DOCTYPE html><html><script>alert(1)</script></html>'), window)).toEqual([
      {
        path: '(root)',
        message:
          "Is an HTML page, not an image: served from the brand's own domain, a browser could run it as a page (images are JPEG, PNG or WebP photos and SVG drawings)",
      },
    ]);
    expect(inspectImage('hero.jpg', text('  <script>alert(1)</script>'), window)[0]?.message).toMatch(/^Is an HTML page, not an image/);
  });

  it('refuses a 30,000 x 30,000 image by its header, at the limit the build passes to sharp', async () => {
    expect(inspectImage('huge.png', pngClaiming(30000, 30000), window)).toEqual([
      {
        path: '(root)',
        message:
          'Is 30000 x 30000 pixels (900 million), more than the 268 million the image pipeline reads: scale it down (a photo is shown at most 4096 pixels wide)',
      },
    ]);
    const jpeg = await jpegClaiming(30000, 30000);
    expect(inspectImage('huge.jpg', jpeg, window)[0]?.message).toMatch(/^Is 30000 x 30000 pixels/);
    await expect(sharp(jpeg, { limitInputPixels: MAX_INPUT_PIXELS }).toBuffer()).rejects.toThrow(/pixel limit/i);
    expect(inspectImage('edge.png', pngClaiming(0x3fff, 0x3fff), window)).toEqual([]);
  });

  it('refuses a photo whose bytes are another format, a damaged header, and names that are not images', async () => {
    expect(inspectImage('hero.jpg', await encoded('png', 8, 8), window)).toEqual([
      { path: '(root)', message: 'Is named .jpg but is a PNG image: save it again as a JPEG image, or give it the extension of what it is' },
    ]);
    expect(inspectImage('hero.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), window)).toEqual([
      { path: '(root)', message: 'Is damaged: its size in pixels cannot be read from its header; save it again as a PNG image' },
    ]);
    expect(inspectImage('hero.gif', text('GIF89a\u0001\u0000\u0001\u0000'), window)).toEqual([
      { path: '(root)', message: 'Is a .gif file, which is not an image this site shows: photos are .jpg, .png or .webp, drawings .svg' },
    ]);
    expect(inspectImage('hero.svgz', new Uint8Array([0x1f, 0x8b]), window)[0]?.message).toMatch(
      /^Is a file a browser runs as a page or a script, not an image/,
    );
  });

  it('runs an SVG through the sanitiser, with the line of each finding', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg">\n<rect/>\n<script>alert(1)</script></svg>';
    expect(inspectImage('x.svg', text(svg), window)).toEqual([
      {
        path: 'line 3',
        message:
          "Holds <script>, which runs script; an SVG under public/ is served from the brand's domain and may hold only drawing (remove it, or export the SVG again without scripts and links)",
      },
    ]);
  });
});

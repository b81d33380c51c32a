/**
 * Checks an image file by what it is, not by what it is called: the build, `npm run check:content`
 * (every file of public/ and content/images/ that a page or the header uses) and the editor (an
 * upload, before it is saved) ask the same questions here.
 *
 * - The format is read from the first bytes: a ".png" that is an HTML page is one, whatever its
 *   name says, and a browser that sniffs it runs it as a page.
 * - A photo (JPEG, PNG or WebP, which the build turns into webp renditions) has its pixel size read
 *   from its header and must be within what sharp decodes (MAX_INPUT_PIXELS, which the build also
 *   passes to sharp): a 30,000 x 30,000 image is refused here rather than by the build.
 * - An SVG goes through lib/images/svg.ts (a token reader and DOMPurify's SVG profile).
 * - Files a browser runs as a document or script are refused by name and by content.
 *
 * Pure: bytes in, problems out. The SVG check needs a DOM: the caller's window (jsdom in Node,
 * lib/images/node-window.ts).
 */
import { type SvgWindow, svgProblems } from './svg';

/** A problem with a file, as `path` (line N, or "(root)" for the file as a whole) and a plain sentence. */
export interface FileProblem {
  path: string;
  message: string;
}

/**
 * The most pixels (width x height) an original may have: sharp's own default limit
 * (0x3FFF x 0x3FFF), which the build passes explicitly, so the check and the build agree.
 */
export const MAX_INPUT_PIXELS = 0x3fff * 0x3fff;

/** Formats read from a file's first bytes. */
export type FileFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'pdf' | 'svg' | 'html' | 'xml' | 'unknown';

export const FORMAT_NAMES: Record<FileFormat, string> = {
  jpeg: 'a JPEG image',
  png: 'a PNG image',
  webp: 'a WebP image',
  gif: 'a GIF image',
  avif: 'an AVIF image',
  pdf: 'a PDF document',
  svg: 'an SVG drawing',
  html: 'an HTML page',
  xml: 'an XML document',
  unknown: 'a file of no format this site serves',
};

/** What a name promises: the format its extension stands for. */
const EXTENSIONS: Record<string, FileFormat> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', svg: 'svg', pdf: 'pdf' };
/** The formats the build renders into webp renditions. */
export const PHOTO_FORMATS: ReadonlySet<FileFormat> = new Set(['jpeg', 'png', 'webp']);

/** Files a browser runs as a document or script when opened from the site. */
export const RUNNABLE_NAME = /\.(?:html?|xhtml?|xht|xml|xsl|xslt|js|mjs|cjs|svgz)$/i;

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** The start of a text file, without a byte-order mark, leading spaces, comments and the XML declaration. */
function textHead(bytes: Uint8Array): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  return text.replace(/^(?:\s+|<!--[\s\S]*?-->|<\?xml[\s\S]*?\?>|<!DOCTYPE\s+svg[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i, '').toLowerCase();
}

/** The format of a file from its first bytes. */
export function formatOf(bytes: Uint8Array): FileFormat {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12))) return 'avif';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  const head = textHead(bytes);
  if (/^<svg[\s>/]/.test(head)) return 'svg';
  // What a browser's sniffer takes for a page (WHATWG MIME Sniffing, "identifying a resource with an unknown MIME type").
  if (/^<(?:!doctype\s+html|html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p)[\s>/]/.test(head) || head.startsWith('<!--')) return 'html';
  if (head.startsWith('<')) return 'xml';
  return 'unknown';
}

function uint16be(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
}

function uint32be(bytes: Uint8Array, at: number): number {
  return (((bytes[at] ?? 0) << 24) | ((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0)) >>> 0;
}

function uint24le(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
}

export interface PixelSize {
  width: number;
  height: number;
}

/** A JPEG's size from its first start-of-frame segment (SOF0-SOF15, but DHT, JPG and DAC). */
function jpegSize(bytes: Uint8Array): PixelSize | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: uint16be(bytes, at + 5), width: uint16be(bytes, at + 7) };
    }
    at += 2 + uint16be(bytes, at + 2);
  }
  return undefined;
}

function webpSize(bytes: Uint8Array): PixelSize | undefined {
  const chunk = ascii(bytes, 12, 16);
  if (chunk === 'VP8 ' && bytes.length >= 30)
    return { width: (bytes[26] ?? 0) | (((bytes[27] ?? 0) & 0x3f) << 8), height: (bytes[28] ?? 0) | (((bytes[29] ?? 0) & 0x3f) << 8) };
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const b1 = bytes[22] ?? 0;
    return {
      width: 1 + ((bytes[21] ?? 0) | ((b1 & 0x3f) << 8)),
      height: 1 + (((b1 & 0xc0) >> 6) | ((bytes[23] ?? 0) << 2) | (((bytes[24] ?? 0) & 0x0f) << 10)),
    };
  }
  if (chunk === 'VP8X' && bytes.length >= 30) return { width: 1 + uint24le(bytes, 24), height: 1 + uint24le(bytes, 27) };
  return undefined;
}

/** A photo's pixel size from its header, undefined when the header cannot be read (a damaged file). */
export function pixelSizeOf(bytes: Uint8Array, format: FileFormat): PixelSize | undefined {
  if (format === 'png') return ascii(bytes, 12, 16) === 'IHDR' ? { width: uint32be(bytes, 16), height: uint32be(bytes, 20) } : undefined;
  if (format === 'jpeg') return jpegSize(bytes);
  if (format === 'webp') return webpSize(bytes);
  return undefined;
}

function extensionOf(name: string): string {
  const base = name.split('/').pop() ?? name;
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

const whole = (message: string): FileProblem[] => [{ path: '(root)', message }];

/**
 * Every problem of an image file named `name` (only its extension counts) with these bytes.
 * Photos are .jpg, .jpeg, .png or .webp; drawings .svg. Anything else is refused as an image.
 */
export function inspectImage(name: string, bytes: Uint8Array, window: SvgWindow): FileProblem[] {
  const extension = extensionOf(name);
  const promised = EXTENSIONS[extension];
  const actual = formatOf(bytes);
  if (RUNNABLE_NAME.test(name) || actual === 'html' || actual === 'xml') {
    const what = actual === 'html' || actual === 'xml' ? FORMAT_NAMES[actual] : 'a file a browser runs as a page or a script';
    return whole(
      `Is ${what}, not an image: served from the brand's own domain, a browser could run it as a page (images are JPEG, PNG or WebP photos and SVG drawings)`,
    );
  }
  if (promised === undefined || promised === 'pdf') {
    return whole(`Is a .${extension} file, which is not an image this site shows: photos are .jpg, .png or .webp, drawings .svg`);
  }
  if (actual !== promised) {
    return whole(`Is named .${extension} but is ${FORMAT_NAMES[actual]}: save it again as ${FORMAT_NAMES[promised]}, or give it the extension of what it is`);
  }
  if (actual === 'svg') {
    const text = new TextDecoder('utf-8').decode(bytes);
    return svgProblems(text, window).map(({ line, what }) => ({
      path: `line ${line}`,
      message: `Holds ${what}; an SVG under public/ is served from the brand's domain and may hold only drawing (remove it, or export the SVG again without scripts and links)`,
    }));
  }
  const size = pixelSizeOf(bytes, actual);
  if (!size || size.width < 1 || size.height < 1)
    return whole(`Is damaged: its size in pixels cannot be read from its header; save it again as ${FORMAT_NAMES[actual]}`);
  if (size.width * size.height > MAX_INPUT_PIXELS) {
    const megapixels = (n: number) => `${Math.round(n / 1e6)} million`;
    return whole(
      `Is ${size.width} x ${size.height} pixels (${megapixels(size.width * size.height)}), more than the ${megapixels(MAX_INPUT_PIXELS)} the image pipeline reads: scale it down (a photo is shown at most 4096 pixels wide)`,
    );
  }
  return [];
}

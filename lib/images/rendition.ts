/**
 * The one naming rule of the image pipeline, shared by the build step that writes the webp
 * renditions (scripts/lib/images.ts) and the component that points at them
 * (components/ui/ContentImage.tsx), so the two can never disagree. Pure: no file system here.
 *
 * - An SVG is vector: it is served as it is, from public/.
 * - An absolute URL (a video host's thumbnail) is served from where it is.
 * - Anything else is a photo whose original lives in content/images/ (src "/images/<file>") and is
 *   served as /_img/<name>-<width>x<height>.webp, produced at build time at exactly that size.
 */

export type ImageFit = 'cover' | 'contain';

export interface RenditionRequest {
  /** The src as written in content, e.g. "/images/hero-family.jpg". */
  src: string;
  /** The size the layout shows the image at, in CSS pixels. */
  width: number;
  height: number;
  fit: ImageFit;
}

/** Where the renditions are written (under public/) and served from. */
export const RENDITION_DIR = '_img';
/** Where raster originals live, relative to the project root; src "/images/a.jpg" is content/images/a.jpg. */
export const ORIGINALS_DIR = 'content/images';
const PHOTO_PREFIX = '/images/';

const VECTOR = /\.svg$/i;
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/** True when the src is served as it is (an SVG or an absolute URL); false for a photo the pipeline renders. */
export function isPassThrough(src: string): boolean {
  return VECTOR.test(src.split(/[?#]/)[0] ?? src) || ABSOLUTE.test(src) || src.startsWith('//');
}

/**
 * The original of a photo relative to the project root, or undefined when src does not name one
 * under /images/. The src is a URL path, so "/images/my%20photo.jpg" (the one spelling the link
 * check accepts for a space) is content/images/my photo.jpg.
 */
export function originalPath(src: string): string | undefined {
  if (isPassThrough(src) || !src.startsWith(PHOTO_PREFIX)) return undefined;
  const rest = decodedPath(src.slice(PHOTO_PREFIX.length));
  if (rest === undefined || rest === '' || rest.split('/').some((part) => part === '' || part === '.' || part === '..')) return undefined;
  return `${ORIGINALS_DIR}/${rest}`;
}

/** A URL path with its %XX escapes decoded; undefined for a broken escape or an encoded "/" (which would name another folder). */
function decodedPath(path: string): string | undefined {
  if (/%2f|%5c/i.test(path)) return undefined;
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * "/images/people/advisor-desk.jpg" -> "people-advisor-desk": the path below /images/ without its
 * extension, folders joined by hyphens, lowercased, anything but letters, digits and hyphens dropped
 * (so "my%20photo.jpg" and "my_photo.png" are both "my-photo": lib/images/collect refuses two
 * originals that would share a name).
 */
export function renditionName(src: string): string {
  const written = src.startsWith(PHOTO_PREFIX) ? src.slice(PHOTO_PREFIX.length) : src.replace(/^\/+/, '');
  const rest = decodedPath(written) ?? written;
  return rest
    .replace(/\.[a-z0-9]+$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function assertSize(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 1 || value > 4096) {
    throw new RangeError(`Image ${what} must be a whole number of pixels from 1 to 4096, got ${value}`);
  }
}

/**
 * The file name of a rendition: "hero-family-604x480.webp" for cover (the usual fit) and
 * "logo-200x80-contain.webp" for contain, so one original can be used at several sizes and fits.
 */
export function renditionFile({ src, width, height, fit }: RenditionRequest): string {
  assertSize(width, 'width');
  assertSize(height, 'height');
  return `${renditionName(src)}-${width}x${height}${fit === 'contain' ? '-contain' : ''}.webp`;
}

/** The URL an <img> uses for the image at this size: the webp rendition, or the src itself for SVGs and absolute URLs. */
export function imageUrl(request: RenditionRequest): string {
  if (isPassThrough(request.src)) return request.src;
  return `/${RENDITION_DIR}/${renditionFile(request)}`;
}

import type { ImageValue } from '@/lib/content/fields';

export interface ContentImageProps {
  image: ImageValue;
  /** The size the layout shows the image at, in CSS pixels: set on the element so nothing shifts. */
  width: number;
  height: number;
  /** How the original is fitted into width x height. */
  fit?: 'cover' | 'contain';
  className?: string;
  /** Above-the-fold images load eagerly; everything else lazily. */
  loading?: 'lazy' | 'eager';
}

/**
 * Every content image renders through this component, so the width and height are always set
 * (no layout shift) and a decorative image is the only one with empty alt text.
 * (Issue 5 replaces the src with a build-time webp rendition at exactly width x height.)
 */
export function ContentImage({ image, width, height, className, loading = 'lazy' }: ContentImageProps) {
  return (
    <img
      src={image.src}
      alt={image.decorative ? '' : image.alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={className}
    />
  );
}

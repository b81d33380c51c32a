import type { ImageValue } from '@/lib/content/fields';
import { imageUrl } from '@/lib/images/rendition';

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
 * (no layout shift) and a decorative image is the only one with empty alt text. A photo is
 * served as the webp rendition the build wrote at exactly width x height (lib/images/rendition.ts
 * names it; the block's model module declares the size, lib/images/block-images.ts gathers them,
 * so the build knows to write it); an SVG or an absolute URL is served as it is.
 */
export function ContentImage({ image, width, height, fit = 'cover', className, loading = 'lazy' }: ContentImageProps) {
  return (
    <img
      src={imageUrl({ src: image.src, width, height, fit })}
      alt={image.decorative ? '' : image.alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}

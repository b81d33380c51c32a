import type { MetadataRoute } from 'next';
import { webManifest } from '@/lib/icons';
import { currentContent } from '@/lib/site';

export const dynamic = 'force-static';

/** /manifest.webmanifest: the brand's name, theme colour, home page and icons. */
export default function manifest(): MetadataRoute.Manifest {
  return webManifest(currentContent().site);
}

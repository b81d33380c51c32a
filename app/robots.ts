import type { MetadataRoute } from 'next';
import { canonicalUrl, currentContent } from '@/lib/site';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  const content = currentContent();
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: canonicalUrl(content, '/sitemap.xml'),
  };
}

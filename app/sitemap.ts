import type { MetadataRoute } from 'next';
import { canonicalUrl, currentContent } from '@/lib/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const content = currentContent();
  return content.pages.filter((entry) => !entry.page.noindex).map((entry) => ({ url: canonicalUrl(content, entry.route) }));
}

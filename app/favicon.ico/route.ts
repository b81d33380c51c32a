import { faviconIco } from '@/lib/icons';
import { currentContent } from '@/lib/site';

// Written once at build time into the export (out/<CODE>/favicon.ico), like sitemap.xml.
export const dynamic = 'force-static';

/** The brand's 32 px icon: every browser asks for /favicon.ico, whatever the page links. */
export async function GET(): Promise<Response> {
  const ico = await faviconIco(currentContent().site);
  return new Response(new Uint8Array(ico), { headers: { 'Content-Type': 'image/x-icon' } });
}

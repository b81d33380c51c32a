import { APPLE_TOUCH_SIZE, iconPng } from '@/lib/icons';
import { currentContent } from '@/lib/site';

export const dynamic = 'force-static';

/** The home-screen icon iOS asks for at /apple-touch-icon.png even when a page links none. */
export async function GET(): Promise<Response> {
  const png = await iconPng(currentContent().site, APPLE_TOUCH_SIZE);
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}

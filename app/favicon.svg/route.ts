import { iconSvg } from '@/lib/icons';
import { currentContent } from '@/lib/site';

export const dynamic = 'force-static';

/** The brand's icon as SVG, sharp at any size, for the browsers that prefer it to the .ico. */
export function GET(): Response {
  return new Response(iconSvg(currentContent().site), { headers: { 'Content-Type': 'image/svg+xml' } });
}

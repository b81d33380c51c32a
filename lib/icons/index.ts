/**
 * A brand's favicons and web manifest, generated at build time from its site.json: the monogram
 * (`icon.monogram`, else the initials of `name`) on the brand colour of its `theme`. The app's
 * route handlers (app/favicon.ico, app/favicon.svg, app/apple-touch-icon.png, app/manifest.ts)
 * serve them at the root of each brand's export, and the layout links them from every page.
 */
import sharp from 'sharp';
import type { SiteData } from '@/lib/content/schema';
import { homeRoute } from '@/lib/content/titles';
import { icoFromPng } from './ico';
import { initialsOf, monogramSvg, type MonogramColours } from './monogram';
import { THEME_COLOURS } from './theme-colours';

/** Where the files are served, from the root of the brand's domain. */
export const ICON_PATHS = {
  ico: '/favicon.ico',
  svg: '/favicon.svg',
  appleTouch: '/apple-touch-icon.png',
  manifest: '/manifest.webmanifest',
} as const;

export const FAVICON_SIZE = 32;
/** What iOS asks for on current iPhones and iPads; it scales it for the others. */
export const APPLE_TOUCH_SIZE = 180;

type IconSite = Pick<SiteData, 'name' | 'theme' | 'icon'>;

export function monogramOf(site: IconSite): string {
  return site.icon?.monogram ?? initialsOf(site.name);
}

export function iconColours(site: IconSite): MonogramColours {
  const { brand, brandFg } = THEME_COLOURS[site.theme];
  return { background: brand, foreground: brandFg };
}

export function iconSvg(site: IconSite): string {
  return monogramSvg(monogramOf(site), iconColours(site));
}

export async function iconPng(site: IconSite, size: number): Promise<Buffer> {
  // The SVG is 64 units square; density scales it so librsvg draws it at the size asked, sharp.
  return sharp(Buffer.from(iconSvg(site)), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export async function faviconIco(site: IconSite): Promise<Buffer> {
  return icoFromPng(await iconPng(site, FAVICON_SIZE), FAVICON_SIZE);
}

export interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'browser';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: 'any' }[];
}

/**
 * The web manifest: the brand's name and theme colour, its home page (AXI's is /invest/) and its
 * icons. `display: browser`: a marketing site opened from a home-screen icon stays in the browser.
 */
export function webManifest(site: IconSite & Pick<SiteData, 'logo'>): WebManifest {
  const { background } = iconColours(site);
  return {
    name: site.name,
    short_name: site.name,
    start_url: homeRoute(site),
    scope: '/',
    display: 'browser',
    theme_color: background,
    background_color: '#ffffff',
    icons: [
      { src: ICON_PATHS.svg, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: ICON_PATHS.appleTouch, sizes: `${APPLE_TOUCH_SIZE}x${APPLE_TOUCH_SIZE}`, type: 'image/png' },
      { src: ICON_PATHS.ico, sizes: `${FAVICON_SIZE}x${FAVICON_SIZE}`, type: 'image/x-icon' },
    ],
  };
}

import fs from 'node:fs';
import sharp from 'sharp';
import { BRAND_CODES } from '@/lib/brands';
import { Site, THEMES } from '@/lib/content/schema';
import { APPLE_TOUCH_SIZE, FAVICON_SIZE, faviconIco, ICON_PATHS, iconPng, iconSvg, monogramOf, webManifest } from './index';
import { fixtureJson } from '@/tests/fixtures/site';
import { THEME_COLOURS } from './theme-colours';

/** Each brand's site.json as the fixtures hold it (tests/fixtures/site.ts). */
const sites = BRAND_CODES.map((code) => Site.parse(fixtureJson(`content/${code}/site.json`)));

async function pixel(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  const hex = [...data.subarray(at, at + 3)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `#${hex}/${data[at + 3]}`;
}

describe.each(sites.map((site) => [site.code, site] as const))('%s icons', (_code, site) => {
  const colour = THEME_COLOURS[site.theme].brand;

  it('favicon.ico: an icon file holding one 32 px PNG of the brand colour', async () => {
    const ico = await faviconIco(site);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico.readUInt8(6), ico.readUInt8(7)]).toEqual([FAVICON_SIZE, FAVICON_SIZE]);
    const png = ico.subarray(ico.readUInt32LE(18));
    expect(png.length).toBe(ico.readUInt32LE(14));
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });
    // The tile fills the icon but for its rounded corners; above the letters it is the brand colour.
    expect(await pixel(png, 16, 3)).toBe(`${colour}/255`);
    expect(await pixel(png, 0, 0)).toMatch(/\/0$/);
  });

  it('apple-touch-icon: a 180 px PNG', async () => {
    const png = await iconPng(site, APPLE_TOUCH_SIZE);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 180, height: 180 });
    expect(await pixel(png, 90, 10)).toBe(`${colour}/255`);
  });

  it('the SVG draws its monogram on the brand colour', () => {
    const svg = iconSvg(site);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`fill="${colour}"`);
    expect(svg.match(/<path /g)).toHaveLength(monogramOf(site).length);
  });

  it("the web manifest: the brand's name, theme colour, home page and icons", () => {
    expect(webManifest(site)).toEqual({
      name: site.name,
      short_name: site.name,
      start_url: site.code === 'AXI' ? '/invest/' : '/',
      scope: '/',
      display: 'browser',
      theme_color: colour,
      background_color: '#ffffff',
      icons: [
        { src: ICON_PATHS.svg, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
        { src: '/favicon.ico', sizes: '32x32', type: 'image/x-icon' },
      ],
    });
  });
});

describe('the icons of the brands', () => {
  it('tell the brands apart: no two brands of one theme share a monogram', () => {
    const seen = new Set<string>();
    for (const site of sites) {
      const key = `${site.theme}:${monogramOf(site)}`;
      expect(seen.has(key), `${site.code} ${key}`).toBe(false);
      seen.add(key);
    }
  });

  it('without icon.monogram, the initials of the name', () => {
    expect(monogramOf({ name: 'Axos Trust Company', theme: 'bank', icon: undefined })).toBe('ATC');
    expect(monogramOf({ name: 'Axos Trust Company', theme: 'bank', icon: { monogram: 'AT' } })).toBe('AT');
  });
});

describe('THEME_COLOURS', () => {
  // The pages take their colours from the Sass palettes; the icons and manifest must match them.
  const scss = fs.readFileSync('styles/_themes.scss', 'utf8');
  it.each(THEMES.map((theme) => [theme]))('%s matches styles/_themes.scss', (theme) => {
    const block = new RegExp(`\\b${theme}: \\(([^)]*)\\)`).exec(scss)?.[1] ?? '';
    expect(/\bbrand: (#[0-9a-f]{6})/.exec(block)?.[1]).toBe(THEME_COLOURS[theme].brand);
    expect(/\bbrand-fg: (#[0-9a-f]{6})/.exec(block)?.[1]).toBe(THEME_COLOURS[theme].brandFg);
  });
});

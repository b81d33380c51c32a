/**
 * A brand's icon: its monogram (one to three capital letters) drawn in the theme's foreground
 * colour on a rounded tile of the theme's brand colour. The letters are strokes of our own, not
 * text in a font, so the icon looks the same in every browser and sharp renders the PNGs the same
 * on every machine (librsvg draws <text> with whatever fonts the machine happens to have, or none).
 */

/** Each capital as stroke paths in a box 10 wide and 16 high (y down), drawn with round caps and joins. */
const GLYPHS: Record<string, string> = {
  A: 'M0 16 L5 0 L10 16 M2.2 10 H7.8',
  B: 'M0 8 H5.5 C8 8 9 6.5 9 4 C9 1.5 8 0 5.5 0 H0 V16 H6 C8.8 16 10 14.5 10 12 C10 9.5 8.8 8 6 8',
  C: 'M10 3 C9 1 7.3 0 5.5 0 C2 0 0 3.2 0 8 C0 12.8 2 16 5.5 16 C7.3 16 9 15 10 13',
  D: 'M0 0 V16 H4 C8 16 10 12.8 10 8 C10 3.2 8 0 4 0 Z',
  E: 'M10 0 H0 V16 H10 M0 8 H8',
  F: 'M10 0 H0 V16 M0 8 H8',
  G: 'M10 3 C9 1 7.3 0 5.5 0 C2 0 0 3.2 0 8 C0 12.8 2 16 5.5 16 C8.5 16 10 13.5 10 10 V9 H6',
  H: 'M0 0 V16 M10 0 V16 M0 8 H10',
  I: 'M5 0 V16 M2 0 H8 M2 16 H8',
  J: 'M3 0 H10 M8 0 V11.5 C8 14.5 6.5 16 4 16 C1.5 16 0 14.5 0 12',
  K: 'M0 0 V16 M10 0 L0 10 M3.5 6.5 L10 16',
  L: 'M0 0 V16 H10',
  M: 'M0 16 V0 L5 10 L10 0 V16',
  N: 'M0 16 V0 L10 16 V0',
  O: 'M5 0 C1.7 0 0 3.2 0 8 C0 12.8 1.7 16 5 16 C8.3 16 10 12.8 10 8 C10 3.2 8.3 0 5 0 Z',
  P: 'M0 16 V0 H5.5 C8.5 0 10 1.8 10 4.5 C10 7.2 8.5 9 5.5 9 H0',
  Q: 'M5 0 C1.7 0 0 3.2 0 8 C0 12.8 1.7 16 5 16 C8.3 16 10 12.8 10 8 C10 3.2 8.3 0 5 0 Z M6 11.5 L10 16',
  R: 'M0 16 V0 H5.5 C8.5 0 10 1.8 10 4.5 C10 7.2 8.5 9 5.5 9 H0 M5.5 9 L10 16',
  S: 'M9.5 2.5 C8.5 0.8 7 0 5 0 C2.2 0 0.5 1.6 0.5 4 C0.5 9 9.5 7 9.5 12 C9.5 14.4 7.8 16 5 16 C2.8 16 1.2 15 0 13',
  T: 'M0 0 H10 M5 0 V16',
  U: 'M0 0 V11 C0 14.2 2 16 5 16 C8 16 10 14.2 10 11 V0',
  V: 'M0 0 L5 16 L10 0',
  W: 'M0 0 L2.5 16 L5 5 L7.5 16 L10 0',
  X: 'M0 0 L10 16 M10 0 L0 16',
  Y: 'M0 0 L5 8 L10 0 M5 8 V16',
  Z: 'M0 0 H10 L0 16 H10',
};

export const MONOGRAM_PATTERN = /^[A-Z]{1,3}$/;

const GLYPH_WIDTH = 10;
const GLYPH_HEIGHT = 16;
const GAP = 4;
const TILE = 64;
/** The letters stay inside this box of the 64-unit tile, so the 16 px rendering keeps a margin. */
const MAX_WIDTH = 44;
const MAX_HEIGHT = 34;

export interface MonogramColours {
  /** The tile. */
  background: string;
  /** The letters. */
  foreground: string;
}

/** The SVG of a monogram tile, 64 units square; sharp renders it at any size. */
export function monogramSvg(monogram: string, colours: MonogramColours): string {
  if (!MONOGRAM_PATTERN.test(monogram)) throw new Error(`A monogram is one to three capital letters A-Z, not "${monogram}"`);
  const letters = [...monogram];
  const width = letters.length * GLYPH_WIDTH + (letters.length - 1) * GAP;
  const scale = Math.min(MAX_WIDTH / width, MAX_HEIGHT / GLYPH_HEIGHT);
  // The strokes get thinner as letters are added, so three letters stay apart at 32 px.
  const strokePx = letters.length === 3 ? 4.5 : 6;
  const x = (TILE - width * scale) / 2;
  const y = (TILE - GLYPH_HEIGHT * scale) / 2;
  const paths = letters.map((letter, index) => `<path transform="translate(${index * (GLYPH_WIDTH + GAP)} 0)" d="${GLYPHS[letter]}"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE}" viewBox="0 0 ${TILE} ${TILE}">` +
    `<rect width="${TILE}" height="${TILE}" rx="14" fill="${colours.background}"/>` +
    `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale)})" fill="none" stroke="${colours.foreground}" ` +
    `stroke-width="${round(strokePx / scale)}" stroke-linecap="round" stroke-linejoin="round">${paths}</g>` +
    '</svg>\n'
  );
}

/** The default monogram when site.json names none: the initials of the brand name's first three words. */
export function initialsOf(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase())
    .filter((letter) => /^[A-Z]$/.test(letter))
    .slice(0, 3)
    .join('');
  return initials === '' ? 'A' : initials;
}

export const GLYPH_LETTERS = Object.keys(GLYPHS);

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

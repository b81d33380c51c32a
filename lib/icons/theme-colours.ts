import type { Theme } from '@/lib/content/schema';

/**
 * The colours a brand's icons and web manifest take from its theme: the theme's `brand` colour
 * (the tile and the browser's theme colour) and `brand-fg` (the monogram on it). The page styles
 * get the same values from styles/_themes.scss; a test keeps the two in step.
 */
export const THEME_COLOURS: Record<Theme, { brand: string; brandFg: string }> = {
  bank: { brand: '#1b3a6b', brandFg: '#ffffff' },
  advisor: { brand: '#14213d', brandFg: '#ffffff' },
  lender: { brand: '#0b4f4a', brandFg: '#ffffff' },
};

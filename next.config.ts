import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { buildBrand } from './lib/brands';

/**
 * One `next build` exports one brand (BRAND=AXC) into out/<CODE>/, a folder that works as a
 * domain root. scripts/build.ts runs this once per brand. An unknown or missing BRAND stops here
 * with the list of valid codes.
 */
export default function config(phase: string): NextConfig {
  const brand = buildBrand();
  return {
    output: 'export',
    trailingSlash: true,
    images: { unoptimized: true },
    reactStrictMode: true,
    poweredByHeader: false,
    // With output: 'export' the distDir is where the static site is written (npm run bench
    // exports elsewhere with EXPORT_DIR so it never touches out/).
    distDir: phase === PHASE_PRODUCTION_BUILD ? `${process.env.EXPORT_DIR ?? 'out'}/${brand}` : '.next',
    // Tests live beside the code they test. next build type-checks the app without them
    // (tsconfig.next.json excludes them), so a test typing Record<BrandCode, …> for the old brand
    // list cannot stop a build; `npm run typecheck` and vitest still check every test.
    typescript: { tsconfigPath: 'tsconfig.next.json' },
    // The site's stylesheet goes into each page as a <style> (hashed into the page's style-src by
    // the post-export step) instead of a render-blocking request: one round trip less before the
    // first paint on a phone (Lighthouse: LCP and FCP; see npm run lighthouse).
    experimental: { inlineCss: true },
  };
}

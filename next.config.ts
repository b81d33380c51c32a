import os from 'node:os';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { buildBrand } from './lib/brands';
import { compileBuildId } from './scripts/lib/build-id';

/**
 * The app is compiled once (`next build --experimental-build-mode=compile`) and each brand is then
 * exported from that compile (`--experimental-build-mode=generate` with BRAND=AXC) into
 * out/<CODE>/, a folder that works as a domain root: scripts/lib/next-build.ts. An unknown or
 * missing BRAND stops here with the list of valid codes.
 */
export default function config(phase: string): NextConfig {
  const brand = buildBrand();
  return {
    output: 'export',
    trailingSlash: true,
    images: { unoptimized: true },
    reactStrictMode: true,
    // Next loads every server chunk's source map into each render worker (about 0.75 s of CPU per
    // worker, two workers a brand, eight brands) only to print mapped stacks. A page that fails to
    // render is still named by its content file (lib/content/render-failures.ts reads the error's
    // message, not its stack), and `npm run dev` shows the mapped stack.
    enablePrerenderSourceMaps: false,
    poweredByHeader: false,
    // The same sources give the same id, so a rebuild reuses what the build before compressed.
    generateBuildId: () => compileBuildId(process.cwd()),
    // With output: 'export' the distDir is where the static site is written (npm run bench
    // exports elsewhere with EXPORT_DIR so it never touches out/). `next dev` holds a lock in its
    // distDir: npm run edit's dev site uses its own (DEV_DIST_DIR) so it runs beside npm run dev.
    distDir: phase === PHASE_PRODUCTION_BUILD ? `${process.env.EXPORT_DIR ?? 'out'}/${brand}` : (process.env.DEV_DIST_DIR ?? '.next'),
    // Tests live beside the code they test; tsconfig.next.json, the project Next reads, leaves them
    // out. The build modes scripts/build.ts uses run no type-check of their own: `npm test` runs
    // `npm run typecheck` (every file, tests included) once before it builds.
    typescript: { tsconfigPath: 'tsconfig.next.json' },
    experimental: {
      // Next renders pages in cores - 1 workers, keeping a core for its main process; but that
      // process only waits while the workers render, so on a 2-core machine one core sat idle.
      cpus: os.availableParallelism(),
      // Prefetch inlining decides which segment payloads client-side navigation fetches together, by
      // gzipping every segment of every page to weigh it. Our links are plain <a> and the build drops
      // the navigation payloads (dropNavigationPayloads), so that weighing was work for files no one
      // gets: off, AXB's 1,077-page export renders in 19-22 s instead of 24-29 s (docs/performance.md, "How the build is fast").
      prefetchInlining: false,
      // The compiler's cache makes the next local build compile in a third of the time; a CI run
      // starts from a fresh clone and ends, so there it would only cost the seconds of writing it.
      turbopackFileSystemCacheForBuild: !process.env.CI,
      // Not inlineCss: Next writes the inlined CSS into the page's RSC payload as well, which tripled
      // the HTML (AXB's home 101 kB -> 305 kB) and cost more main-thread time than the saved request
      // won (npm run lighthouse, both exports run by run: home 98 -> 88, TBT 161 -> 474 ms).
    },
  };
}

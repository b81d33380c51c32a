import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BrandCode } from '../../lib/brands';
import { formatProblem, getBrandContent, validateBrands } from '../../lib/content';
import { prepareImages } from './images';
import { brandPageFacts } from './page-facts';
import { postExport, type PostExportResult } from './post-export';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const OUT = path.join(ROOT, 'out');

/** Validates content for the brands and exits listing every problem when there is one. */
export function validateOrExit(brands: readonly BrandCode[], root = ROOT, env: Readonly<Record<string, string | undefined>> = process.env): void {
  const problems = validateBrands(brands, { root, env });
  if (problems.length === 0) return;
  console.error(`Content has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was built:`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}

export interface BuildResult {
  brand: BrandCode;
  seconds: number;
  pages: number;
  /** The per-page policies, _headers and precompressed files written after next build. */
  security: PostExportResult;
}

/**
 * Runs `next build` for one brand into out/<CODE>/, then the post-export step (post-export.ts): each
 * page's Content-Security-Policy, _headers, .br and .gz files. Next's own output is kept quiet unless the
 * build fails (or VERBOSE=1), so the progress of an eight-brand build stays readable.
 */
export async function buildBrandSite(
  brand: BrandCode,
  { exportDir = OUT, env: extraEnv = {} }: { exportDir?: string; env?: Record<string, string> } = {},
): Promise<BuildResult> {
  const started = performance.now();
  // The webp renditions of the brand's photos go into public/ first, so next build exports them.
  await prepareImages(ROOT, brand);
  const target = path.join(exportDir, brand);
  fs.rmSync(target, { recursive: true, force: true });
  const verbose = process.env.VERBOSE === '1';
  const output: string[] = [];
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...extraEnv,
        BRAND: brand,
        EXPORT_DIR: path.relative(ROOT, exportDir),
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (verbose) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (status) => resolve(status ?? 1));
  });
  if (code !== 0) {
    if (!verbose) process.stderr.write(output.join(''));
    throw new Error(`next build failed for ${brand} (exit ${code})`);
  }
  // The facts each page's policy is written from: the content and {token} overrides next build used.
  const content = getBrandContent(brand, { root: ROOT, env: { ...process.env, ...extraEnv } });
  const security = await postExport(target, brandPageFacts(content));
  return { brand, seconds: (performance.now() - started) / 1000, pages: countPages(target), security };
}

/** Exported pages: every .html file but the 404 pages Next writes (404.html, 404/, _not-found/). */
export function countPages(dir: string): number {
  return listHtml(dir).filter((file) => !isNotFoundFile(file)).length;
}

export function isNotFoundFile(file: string): boolean {
  return /^(404|_not-found)(\/index)?\.html$/.test(file);
}

/** out/AXB/personal/index.html -> /personal/ */
export function routeOfHtml(file: string): string {
  const route = `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '/')}`;
  return route.replace(/\/+/g, '/');
}

export function listHtml(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('_next'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

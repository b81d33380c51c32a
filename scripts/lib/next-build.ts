import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BRAND_CODES, type BrandCode } from '../../lib/brands';
import { type BrandContent, CHECKED_CONTENT_ENV, checkBrands, formatProblem, getBrandContent, writeCheckedContent } from '../../lib/content';
import { renderFailures } from '../../lib/content/render-failures';
import { childrenCpuSeconds, ownCpuSeconds } from './cpu-time';
import { prepareImages } from './images';
import { brandPageFacts } from './page-facts';
import { postExport, type PostExportResult, type SecureOptions } from './post-export';
import { nextPagesTotal, type ProgressLine } from './progress';
import { setAside, setAsideBuildOutput } from './set-aside';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const OUT = path.join(ROOT, 'out');

/**
 * Validates content for the brands and exits listing every problem when there is one; else hands
 * back each brand's checked content (BuildOptions.checked).
 */
export function validateOrExit(
  brands: readonly BrandCode[],
  root = ROOT,
  env: Readonly<Record<string, string | undefined>> = process.env,
): ReadonlyMap<BrandCode, BrandContent> {
  const { problems, contents } = checkBrands(brands, { root, env });
  if (problems.length === 0) return contents;
  console.error(`Content has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was built:`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}

export interface BuildResult {
  brand: BrandCode;
  seconds: number;
  pages: number;
  /** Where the time went: the webp renditions, Next's page generation and export, the post-export step. */
  phases: { images: number; generate: number; postExport: number };
  /**
   * The CPU seconds of the two costly phases (cpu-time.ts): Next's page generation (its processes)
   * and the post-export step (this process, its worker threads included; when brands overlap, the
   * step of the brand before may add to it).
   */
  cpu: { generate: number; postExport: number };
  /** The per-page policies, _headers and precompressed files written after next build. */
  security: PostExportResult;
}

export interface BuildOptions {
  /** Where out/<CODE>/ goes (npm run bench exports into .bench/). */
  exportDir?: string;
  /** Environment for the build on top of process.env, e.g. a {token} override for the lead receiver. */
  env?: Record<string, string>;
  /** Where the brand's progress shows (pages, then policies and compression). */
  progress?: ProgressLine;
  /**
   * The brands' content as validateOrExit checked it, under this same `env`: the build then neither
   * loads it again nor has Next's render workers do so (CHECKED_CONTENT_ENV). Without it, both load it.
   */
  checked?: ReadonlyMap<BrandCode, BrandContent>;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

export type NextBuildMode = 'compile' | 'generate';

/**
 * Runs `next build` in one of Next's two experimental build modes for the app in `cwd`, with the
 * `next` of `root`'s node_modules (the project's, or a copy's: npm run bench -- --scale), quiet unless
 * it fails (or VERBOSE=1), so the progress of an eight-brand build stays readable. Resolves with the
 * exit code and everything it printed; on failure that output has been written to stderr.
 */
export async function runNextBuild(
  mode: NextBuildMode,
  { root = ROOT, cwd = root, env = {}, onOutput }: { root?: string; cwd?: string; env?: Record<string, string>; onOutput?: (text: string) => void } = {},
): Promise<{ code: number; output: string }> {
  const verbose = process.env.VERBOSE === '1';
  const output: string[] = [];
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', `--experimental-build-mode=${mode}`], {
      cwd,
      env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      output.push(chunk.toString());
      onOutput?.(chunk.toString());
      if (verbose) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (status) => resolve(status ?? 1));
  });
  if (code !== 0 && !verbose) process.stderr.write(output.join(''));
  return { code, output: output.join('') };
}

/** One brand's `next build` in the project: BRAND and EXPORT_DIR set; a failed page named by its content file. */
async function nextBuild(mode: NextBuildMode, brand: BrandCode, exportDir: string, extraEnv: Record<string, string>, onOutput?: (text: string) => void): Promise<void> {
  const { code, output } = await runNextBuild(mode, { env: { ...extraEnv, BRAND: brand, EXPORT_DIR: path.relative(ROOT, exportDir) }, onOutput });
  if (code !== 0) {
    if (mode === 'generate') reportRenderFailures(output, brand);
    throw new Error(`next build (${mode}) failed${mode === 'generate' ? ` for ${brand}` : ''} (exit ${code})`);
  }
}

/** The pages that failed to render, named by their content files (lib/content/render-failures.ts). */
function reportRenderFailures(output: string, brand: BrandCode): void {
  try {
    const pages = getBrandContent(brand, { root: ROOT }).pages;
    for (const problem of renderFailures(output, pages, `content/${brand}/site.json`)) console.error(`  ${formatProblem(problem)}`);
  } catch {
    // The content was checked before the build; if it no longer loads, the output above says why.
  }
}

/**
 * Compiles the app once for every brand (`next build --experimental-build-mode=compile`) into .next/.
 * What differs between brands is content, which the server components read from BRAND while the
 * pages are generated, never while they are compiled: so one compile serves all eight exports, and
 * the eight brands no longer pay for eight compiles. Next's own type-check does not run in this mode;
 * `npm test` type-checks once with `npm run typecheck`. Returns the seconds it took.
 */
export async function compileApp({ exportDir = OUT, env = {} }: BuildOptions = {}, brand: BrandCode = BRAND_CODES[0]): Promise<number> {
  const started = performance.now();
  setAsideBuildOutput(ROOT);
  // The compile removes its brand's export folder (its distDir) too.
  setAside(ROOT, path.join(exportDir, brand));
  await nextBuild('compile', brand, exportDir, env);
  return seconds(started);
}

/** A brand whose pages Next has exported, before the post-export step. */
export interface GeneratedBrand {
  brand: BrandCode;
  target: string;
  env: Record<string, string>;
  progress?: ProgressLine;
  /** What each page's policy is written from: the content and {token} overrides next build used. */
  facts: SecureOptions;
  started: number;
  images: number;
  generate: number;
  generateCpu: number;
}

/**
 * To run before each `--experimental-build-mode=generate` of an app in `dir`. Next's export step
 * require()s .next/prerender-manifest.json once while it generates the pages and again when it
 * copies them into the export; Node's module cache hands the second call the first copy, which is
 * the previous brand's (or the compile's, which lists no page: the export would copy none). Without
 * the file the first call finds nothing, caches nothing, and the copy step reads the manifest this
 * generation wrote.
 */
export function forgetPrerenderManifest(dir: string): void {
  fs.rmSync(path.join(dir, '.next', 'prerender-manifest.json'), { force: true });
}

/**
 * Exports one brand's pages from the compiled app into <exportDir>/<CODE>/
 * (`next build --experimental-build-mode=generate` with BRAND set). Needs compileApp() first; the
 * folder is ready for a host only after finishBrandSite().
 */
export async function generateBrandSite(brand: BrandCode, { exportDir = OUT, env = {}, progress, checked }: BuildOptions = {}): Promise<GeneratedBrand> {
  const started = performance.now();
  progress?.update({ brand, phase: 'images', done: 0 });
  // The webp renditions of the brand's photos go into public/ first, so next build exports them.
  await prepareImages(ROOT, brand);
  const images = seconds(started);
  const target = path.join(exportDir, brand);
  // Next removes the folder before it exports into it; set aside, there is nothing left to remove.
  setAside(ROOT, target);
  forgetPrerenderManifest(ROOT);
  const checkedContent = checked?.get(brand);
  const facts = brandPageFacts(checkedContent ?? getBrandContent(brand, { root: ROOT, env: { ...process.env, ...env } }));
  const generateStarted = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const watch = watchPages(brand, progress);
  // Outside the project: a file in it could count as an input of the compile.
  const snapshot = checkedContent && path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'checked-content-')), `${brand}.bin`);
  try {
    if (snapshot && checkedContent) writeCheckedContent(snapshot, checkedContent);
    await nextBuild('generate', brand, exportDir, snapshot ? { ...env, [CHECKED_CONTENT_ENV]: snapshot } : env, watch.onOutput);
  } finally {
    watch.stop();
    if (snapshot) fs.rmSync(path.dirname(snapshot), { recursive: true, force: true });
  }
  return { brand, target, env, progress, facts, started, images, generate: seconds(generateStarted), generateCpu: childrenCpuSeconds() - cpuBefore };
}

/** How many .html files under dir were written since `since` (ms); only those files are stat()ed. */
function htmlWrittenSince(dir: string, since: number): number {
  try {
    return fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .filter((entry) => (fs.statSync(path.join(entry.parentPath, entry.name), { throwIfNoEntry: false })?.mtimeMs ?? 0) >= since).length;
  } catch {
    return 0;
  }
}

/**
 * While Next generates a brand, its progress: the total from Next's output, the pages done by
 * counting the HTML files written since it started (its own output says how far only every quarter).
 * Nothing else runs beside Next's page generation: compressing ahead on the worker threads, as an
 * earlier build did, took the cores Next's workers render on (a 1,077-page brand's pages 20 -> 50 s).
 */
function watchPages(brand: BrandCode, progress: ProgressLine | undefined): { onOutput: (text: string) => void; stop: () => void } {
  const since = Date.now();
  const rendered = path.join(ROOT, '.next', 'server', 'app');
  let total: number | undefined;
  let output = '';
  const look = () => {
    const done = htmlWrittenSince(rendered, since);
    progress?.update({ brand, phase: 'pages', done: total === undefined ? done : Math.min(done, total), total });
  };
  // Once a second: each look reads the folder (4 files a page) and stats its pages, CPU taken from Next.
  const timer = progress && setInterval(look, 1000);
  return {
    onOutput: (text) => {
      if (total !== undefined) return;
      output += text;
      total = nextPagesTotal(output);
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * The post-export step (post-export.ts) on a generated brand: each page's Content-Security-Policy,
 * _headers, .br and .gz files. It only touches the brand's own folder, so it can run while the next
 * brand is generated.
 */
export async function finishBrandSite({ brand, target, progress, facts, started, images, generate, generateCpu }: GeneratedBrand): Promise<BuildResult> {
  const postStarted = performance.now();
  const postCpu = ownCpuSeconds();
  const security = await postExport(target, facts, {
    onProgress: progress && ((done, total) => progress.update({ brand, phase: 'policies and compression', done, total })),
  });
  progress?.finish(brand);
  return {
    brand,
    seconds: seconds(started),
    pages: countPages(target),
    phases: { images, generate, postExport: seconds(postStarted) },
    cpu: { generate: generateCpu, postExport: ownCpuSeconds() - postCpu },
    security,
  };
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

/**
 * `npm run bench -- --scale 1000`: how the export cost grows with a brand's size. It copies the
 * project into a temporary folder (node_modules hard-linked, the 7 MB of source and content copied),
 * exports there a bare Next app of N pages under the project's settings, Next's own floor
 * (bareAppFiles), then builds one brand at today's size, adds N insights articles generated from
 * one of its articles, builds again, then changes one article and rebuilds (what an editor's next
 * build costs). It prints pages, seconds, ms a page, _headers rules and the longest _headers line
 * of each build side by side, the bare app's row last. The pure parts (the generated articles, the
 * figures, the table) are exported for tests; runScaleBench() does the copying and building.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import type { BrandCode } from '../../lib/brands';
import { readArgs, UsageError } from '../../scripts/lib/args';
import { childrenCpuSeconds } from '../../scripts/lib/cpu-time';
import { parseHeaders } from '../../scripts/lib/headers-file';
import { countPages, forgetPrerenderManifest, type NextBuildMode, runNextBuild } from '../../scripts/lib/next-build';
import { PRECOMPRESSED_CACHE } from '../../scripts/lib/precompressed-cache';
import { setAside } from '../../scripts/lib/set-aside';

/** The article every generated one copies, per brand (a plain article: headline, back link, rich text). */
export const TEMPLATE_ARTICLES: Partial<Record<BrandCode, string>> = {
  AXB: 'content/AXB/pages/business/insights/cash-management/forecast-cash-flow.json',
};

/** Generated files are named so, beside the template: one look at the folder tells them apart. */
export const GENERATED_PREFIX = 'bench-article-';

/** The command line: `--scale N` and `--brand CODE` (default BRAND, else AXB); undefined without --scale. */
export function parseScaleArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): { scale: number; brand: string } | undefined {
  const { values } = readArgs(SCALE_USAGE, { scale: { type: 'string' }, brand: { type: 'string' } }, argv);
  if (values.scale === undefined) return undefined;
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1) throw new UsageError(`--scale needs a whole number of articles to add, 1 or more (got "${values.scale}"). ${SCALE_USAGE}`);
  return { scale, brand: (values.brand ?? (env.BRAND?.trim() || 'AXB')).toUpperCase() };
}

export const SCALE_USAGE = 'Usage: [BRAND=<code>] npm run bench -- [--scale N [--brand CODE]]';

interface ArticlePage {
  title: string;
  description: string;
  article: { title: string; description: string } & Record<string, unknown>;
  blocks: ({ type: string; headline?: string } & Record<string, unknown>)[];
}

/**
 * The index-th generated article (1-based) from a template page: the same blocks and metadata, its
 * own title (page, article card and headline) so each page is a distinct page, as a real archive is.
 */
export function generatedArticle(template: ArticlePage, index: number): ArticlePage {
  const title = `${template.article.title} (${index})`;
  return {
    ...template,
    title,
    article: { ...template.article, title },
    blocks: template.blocks.map((block) => (block.type === 'headline' && block.headline === template.article.title ? { ...block, headline: title } : block)),
  };
}

/** The file of the index-th generated article, beside the template: bench-article-0001.json. */
export function generatedArticleFile(templateFile: string, index: number, count: number): string {
  const digits = Math.max(4, String(count).length);
  return path.posix.join(path.posix.dirname(templateFile), `${GENERATED_PREFIX}${String(index).padStart(digits, '0')}.json`);
}

/** Writes `count` generated articles into the project at `root`; returns their files (relative). */
export function addArticles(root: string, templateFile: string, count: number): string[] {
  const template = JSON.parse(fs.readFileSync(path.join(root, templateFile), 'utf8')) as ArticlePage;
  const files: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const file = generatedArticleFile(templateFile, index, count);
    fs.writeFileSync(path.join(root, file), `${JSON.stringify(generatedArticle(template, index), null, 2)}\n`);
    files.push(file);
  }
  return files;
}

/** Rules and the longest line of a _headers file: what Netlify and Cloudflare Pages limit. */
export function headerFigures(text: string): { rules: number; longestLine: number } {
  return { rules: parseHeaders(text).length, longestLine: Math.max(0, ...text.split('\n').map((line) => line.length)) };
}

export interface ScaleRow {
  label: string;
  pages: number;
  /** The brand's export: images, pages, policies and compression (not the one compile every brand shares). */
  seconds: number;
  /** Of which Next's page generation and the post-export step (policies and compression). */
  generate: number;
  postExport: number;
  /** CPU seconds of those two (cpu-time.ts): what the export costs whatever else the machine runs. */
  cpu: number;
  /** The _headers figures; undefined for the bare Next app, which has no _headers. */
  rules?: number;
  longestLine?: number;
  /** What creating a file cost as the row began (newFileMicroseconds), in µs. */
  newFile?: number;
}

/**
 * What creating a file costs on the copy's disk now, in µs: `files` empty files in a new folder,
 * kept until the copy is removed (removing them would slow what comes next). On ext4 without a
 * journal it is 20-30 µs, and up to 1,000 µs in the minute or so after many files were removed
 * anywhere near (set-aside.ts): a build writes 20,000 files, so a row that begins then is slower
 * for it, whatever the code. The column says which rows did.
 */
export function newFileMicroseconds(dir: string, files = 500): number {
  // A dot folder: the build id counts the project's other folders (build-id.ts).
  const folder = fs.mkdtempSync(path.join(dir, '.new-files-'));
  const started = performance.now();
  for (let file = 0; file < files; file += 1) fs.closeSync(fs.openSync(path.join(folder, String(file)), 'w'));
  return ((performance.now() - started) * 1000) / files;
}

const perPage = (pages: number, seconds: number) => (pages === 0 ? 0 : (seconds * 1000) / pages);
export const msPerPage = (row: Pick<ScaleRow, 'pages' | 'seconds'>) => perPage(row.pages, row.seconds);

/** The rows as an aligned table, with ms a page (wall and CPU) worked out. */
export function formatScaleTable(rows: readonly ScaleRow[]): string {
  const header = ['build', 'pages', 'seconds', 'ms a page', 'pages s', 'policies+compression s', 'CPU s', 'CPU ms a page', '_headers rules', 'longest line', 'µs a new file'];
  const cells = rows.map((row) => [
    row.label,
    String(row.pages),
    row.seconds.toFixed(1),
    msPerPage(row).toFixed(1),
    row.generate.toFixed(1),
    row.postExport.toFixed(1),
    row.cpu.toFixed(1),
    perPage(row.pages, row.cpu).toFixed(1),
    row.rules === undefined ? '-' : String(row.rules),
    row.longestLine === undefined ? '-' : String(row.longestLine),
    row.newFile === undefined ? '-' : row.newFile.toFixed(0),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]?.length ?? 0)));
  const line = (values: readonly string[]) => values.map((value, column) => (column === 0 ? value.padEnd(widths[column] ?? 0) : value.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), ...cells.map(line)].join('\n');
}

/** The settings of the project's next.config.ts that decide what an export costs: the bare app exports under them too. */
export type ExportSettings = Pick<NextConfig, 'output' | 'trailingSlash' | 'images' | 'enablePrerenderSourceMaps' | 'experimental'>;

/** The folder of the bare Next app, inside the project's copy: Turbopack compiles nothing outside the folder holding node_modules. */
export const BARE_APP = 'bench-bare';

/**
 * Next's own floor: a bare Next app of `pages` pages, each an <h1> and a line, exported under the
 * project's own settings. What a page of the brand costs above this is ours (header, footer,
 * blocks, policies, compression); this much no change to our pages can take away. Plain .jsx, so
 * Next neither type-checks it nor writes a tsconfig. Returns each file's path and text.
 */
export function bareAppFiles(pages: number, settings: ExportSettings): Record<string, string> {
  const { output, trailingSlash, images, enablePrerenderSourceMaps, experimental } = settings;
  return {
    'package.json': `${JSON.stringify({ name: 'bench-bare', private: true, type: 'module' })}\n`,
    'next.config.mjs': `export default ${JSON.stringify({ output, trailingSlash, images, enablePrerenderSourceMaps, experimental: { ...experimental, turbopackFileSystemCacheForBuild: false } })};\n`,
    'app/layout.jsx': 'export default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
    'app/a/[slug]/page.jsx': [
      'export const dynamicParams = false;',
      `export function generateStaticParams() { return Array.from({ length: ${pages} }, (_, i) => ({ slug: \`p\${i + 1}\` })); }`,
      'export default async function Page({ params }) {',
      '  const { slug } = await params;',
      '  return <main><h1>Page {slug}</h1><p>A line of text.</p></main>;',
      '}',
      '',
    ].join('\n'),
  };
}

/** Top-level entries never copied: build output, caches, reports and git. */
const NOT_COPIED = new Set(['node_modules', '.next', 'out', '.bench', '.cache', '.lighthouse', '.kept', '.git', 'test-results', 'playwright-report']);

/**
 * Copies the project to `dest` for a build of its own. node_modules (750 MB) is hard-linked, file by
 * file (a second), since a build only reads it; a symlink will not do, as Turbopack compiles nothing
 * outside the project's folder. Every other file is copied (7 MB): Next rewrites files such as
 * next-env.d.ts in place, which would reach through a link into the project. Build output and
 * caches stay behind, so the copy builds from cold.
 */
export function copyProject(root: string, dest: string): void {
  fs.mkdirSync(dest, { recursive: true });
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (NOT_COPIED.has(entry.name)) continue;
    fs.cpSync(path.join(root, entry.name), path.join(dest, entry.name), { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
  }
  linkTree(path.join(root, 'node_modules'), path.join(dest, 'node_modules'));
}

/** Recreates a folder tree of hard links (copies across file systems), symlinks kept as symlinks. */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else {
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
    }
  }
}

/** What build.ts reports for a brand (BUILD_REPORT). */
export interface BuildReport {
  brand: string;
  pages: number;
  seconds: number;
  phases: { generate: number; postExport: number };
  cpu: { generate: number; postExport: number };
  compression: { files: number; bytes: number; brotliBytes: number; gzipBytes: number };
}

/** A copy of the project to build in (copyProject), removed by `remove` or on Ctrl-C. */
export function projectCopy(root: string, prefix: string): { project: string; report: string; remove: () => void } {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  console.log(`Copying the project to ${project}…`);
  copyProject(root, project);
  // Outside the copy: a file in it would count as a compile input and change the build id.
  const report = path.join(os.tmpdir(), `${path.basename(project)}-report.json`);
  const remove = () => {
    process.off('SIGINT', interrupted);
    fs.rmSync(project, { recursive: true, force: true });
    fs.rmSync(report, { force: true });
  };
  // Ctrl-C leaves no 750 MB of links behind (the build in the copy gets the signal too).
  const interrupted = () => {
    remove();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  return { project, report, remove };
}

/** `npm run build` in the copy, of `brand` (every brand when undefined): each brand's figures. */
export async function buildIn(project: string, brand: string | undefined, report: string): Promise<BuildReport[]> {
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(project, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/build.ts'], {
      cwd: project,
      env: { ...process.env, BRAND: brand ?? '', BUILD_REPORT: report },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('close', (status) => resolve(status ?? 1));
  });
  if (code !== 0) throw new Error(`the build in ${project} failed (exit ${code})`);
  const results = JSON.parse(fs.readFileSync(report, 'utf8')) as BuildReport[];
  if (brand !== undefined && !results.some((entry) => entry.brand === brand)) throw new Error(`the build in ${project} reported no ${brand}`);
  return results;
}

/** `next build` of the bare app, with the copy's next; a failure stops the bench (its output is printed). */
async function buildBareApp(project: string, mode: NextBuildMode): Promise<void> {
  const { code } = await runNextBuild(mode, { root: project, cwd: path.join(project, BARE_APP) });
  if (code !== 0) throw new Error(`next build (${mode}) of the bare app failed (exit ${code})`);
}

/** The bare app's export (bareAppFiles), compiled, then generated as the brands are: its pages' seconds and CPU. */
export async function measureBareApp(project: string, pages: number, settings: ExportSettings, label: string): Promise<ScaleRow> {
  const app = path.join(project, BARE_APP);
  for (const [file, text] of Object.entries(bareAppFiles(pages, settings))) {
    fs.mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
    fs.writeFileSync(path.join(app, file), text);
  }
  console.log(`\n== ${label} ==`);
  await buildBareApp(project, 'compile');
  forgetPrerenderManifest(app);
  const newFile = newFileMicroseconds(project);
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  await buildBareApp(project, 'generate');
  const seconds = (performance.now() - started) / 1000;
  return { label, pages: countPages(path.join(app, 'out')), seconds, generate: seconds, postExport: 0, cpu: childrenCpuSeconds() - cpuBefore, newFile };
}

/** fn's result with BRAND set to brand for its call (next.config.ts reads the brand from it). */
function withBrand<T>(brand: string, fn: () => T): T {
  const before = process.env.BRAND;
  process.env.BRAND = brand;
  try {
    return fn();
  } finally {
    if (before === undefined) delete process.env.BRAND;
    else process.env.BRAND = before;
  }
}

/** Copies, builds at today's size, at +scale, and once more after changing one article; prints the table. */
export async function runScaleBench(root: string, { scale, brand }: { scale: number; brand: string }): Promise<ScaleRow[]> {
  const templateFile = TEMPLATE_ARTICLES[brand as BrandCode];
  if (!templateFile) throw new Error(`--scale has a template article for ${Object.keys(TEMPLATE_ARTICLES).join(', ')} only, not ${brand}`);
  const { project, report, remove } = projectCopy(root, 'bench-scale-');
  const rows: ScaleRow[] = [];
  const measure = async (label: string, cold: boolean) => {
    // A cold build starts without the compressed files of the build before, as a fresh clone does.
    // Set aside, not removed: the build removes it at its end (set-aside.ts).
    if (cold) setAside(project, path.join(project, PRECOMPRESSED_CACHE));
    console.log(`\n== ${label} ==`);
    const newFile = newFileMicroseconds(project);
    const result = (await buildIn(project, brand, report)).find((entry) => entry.brand === brand)!;
    const headers = headerFigures(fs.readFileSync(path.join(project, 'out', brand, '_headers'), 'utf8'));
    const { phases, cpu } = result;
    rows.push({ label, pages: result.pages, seconds: result.seconds, generate: phases.generate, postExport: phases.postExport, cpu: cpu.generate + cpu.postExport, ...headers, newFile });
  };
  try {
    // First, while the disk has removed nothing: a build removes what it replaced at its end, and on
    // ext4 without a journal creating files in the minute after costs more (set-aside.ts);
    // measured after the brand's builds, the bare app took up to twice as long.
    // Under the project's own settings, as the brand is built (BRAND only picks the brand's folder).
    const { default: nextConfig } = (await import(pathToFileURL(path.join(project, 'next.config.ts')).href)) as { default: (phase: string) => ExportSettings };
    const bare = await measureBareApp(project, scale, withBrand(brand, () => nextConfig(PHASE_PRODUCTION_BUILD)), `bare Next app, ${scale} pages (Next's floor)`);
    await measure(`${brand} today`, true);
    const added = addArticles(project, templateFile, scale);
    await measure(`${brand} +${scale} articles`, true);
    // One article's text changes: the rebuild redoes that page (and the listings that show its
    // card), and takes the rest from the cache the build before filled.
    const changed = path.join(project, added[0] ?? templateFile);
    const page = JSON.parse(fs.readFileSync(changed, 'utf8')) as ArticlePage;
    fs.writeFileSync(changed, `${JSON.stringify({ ...page, description: `${page.description} Updated.` }, null, 2)}\n`);
    await measure(`${brand} +${scale}, one article changed (rebuild)`, false);
    rows.push(bare);
  } finally {
    remove();
  }
  console.log(`\n${formatScaleTable(rows)}`);
  console.log(
    "\nseconds: the brand's export (images, pages, policies and compression), without the one compile all brands share; " +
      'CPU s: the CPU time of the pages and of policies and compression (Next\'s processes and the build\'s worker threads), which other work on the machine does not stretch; ' +
      "bare Next app: a page that is an <h1> and a line, exported under the project's settings (Next's pages only: no policies, no compression); " +
      'µs a new file: what creating an empty file cost just before, 20-30 µs on a quiet ext4 disk without a journal, up to 1,000 in the minute after many files were removed (scripts/lib/set-aside.ts): such a row is slower for it.',
  );
  return rows;
}

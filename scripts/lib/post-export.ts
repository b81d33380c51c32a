/**
 * What the build does to a brand's export after `next build` wrote it, so the folder is ready for
 * a static host or CDN:
 * 1. every HTML page gets React's outlined Suspense boundaries put in place (reveal-boundaries.ts),
 *    its framework scripts started after its first paint (after-first-paint.ts) and
 *    its own strict Content-Security-Policy in a <meta http-equiv> (csp.ts),
 *    written from its inline scripts and styles and from what its content talks to (page-facts.ts);
 * 2. `_headers` (headers-file.ts) carries the same policies plus frame-ancestors 'none', the other
 *    security headers and the cache policy, for Netlify and Cloudflare Pages;
 * 3. every text file gets a .br and a .gz beside it (when smaller), for hosts that serve
 *    precompressed files, and for `npm run serve`, taken from .cache/precompressed/ when the same
 *    bytes were compressed before (precompressed-cache.ts);
 * 4. the files of public/ no file of the export names are removed (unusedPublicFiles).
 * The RSC payload files Next writes for client-side navigation are left out of all of it and
 * removed after (see dropNavigationPayloads). 1 and 3 run file by file on worker threads
 * (worker-pool.ts, post-export-task.ts).
 * A page whose policy would not be strict, or would refuse part of the page, stops the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { NO_FACTS, type PageFacts } from './csp';
import { headersFile as headersFileText, type PageHeaders } from './headers-file';
import { PRECOMPRESSED_CACHE } from './precompressed-cache';
import { compressionOf, type PostExportTask, type PostExportTaskResult } from './post-export-task';
import { workerPool } from './worker-pool';

/** Files worth compressing: text. Images (webp, png), fonts and the like are compressed already. */
const TEXT_EXTENSIONS = new Set(['.html', '.css', '.js', '.mjs', '.json', '.txt', '.xml', '.svg', '.webmanifest', '.map', '.ico']);

export interface CompressionResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
  /** Files whose .br and .gz came from the cache of an earlier build (precompressed-cache.ts). */
  cached: number;
}

export interface PostExportResult {
  pages: number;
  strictPages: number;
  headersFile: string;
  compression: CompressionResult;
  /** The client-navigation payloads removed (dropNavigationPayloads). */
  dropped: DroppedPayloads;
  /** The files of public/ no file of this export names, removed (unusedPublicFiles). */
  unusedPublic: DroppedPayloads;
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** out/AXB/personal/index.html -> /personal/; 404.html and _not-found pages -> undefined (no route of their own). */
function routeOf(file: string): string | undefined {
  if (/^(404|_not-found)(\/index)?\.html$/.test(file)) return undefined;
  return `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '/')}`.replace(/\/+/g, '/');
}

export interface SecureOptions {
  /** Facts per route; pages without (the 404 page, the bench baseline) get `site`. */
  routes: ReadonlyMap<string, PageFacts>;
  site?: PageFacts;
  /** Where the pages report a policy violation (the lead relay's /csp-reports), in _headers only. */
  cspReports?: string;
}

export interface PostExportOptions {
  /** Called as files are done: `done` of `total` (pages and other text files). */
  onProgress?: (done: number, total: number) => void;
  /** Where compressed files are kept between builds; undefined: no cache. */
  cacheDir?: string;
  /** The public/ folder next build copied into the export, whose files a page may not use. */
  publicDir?: string;
}

const PROJECT = path.resolve(import.meta.dirname, '..', '..');
/** The project's cache of compressed files (precompressed-cache.ts). */
export const DEFAULT_CACHE_DIR = path.join(PROJECT, PRECOMPRESSED_CACHE);
const DEFAULT_PUBLIC_DIR = path.join(PROJECT, 'public');

/**
 * Files of public/ every export ships whether or not a page names them: public/.well-known/ holds
 * what outside parties fetch by a fixed URL (security.txt, app site associations), never a page.
 */
const ALWAYS_SHIPPED = '.well-known/';

/**
 * next build copies all of public/ into every brand's export: every brand's logos, documents and
 * photos. A brand's export should carry only its own. The files to remove: those from public/
 * (`candidates`, paths in the export) that no file of the export names by URL, following what
 * the export's own files name (`references`: file -> the candidates it names) from every file
 * that is not a candidate (pages, stylesheets, scripts, manifest, sitemap), through the candidates
 * they name (an SVG naming another). ALWAYS_SHIPPED stays.
 */
export function unusedPublicFiles(candidates: readonly string[], references: ReadonlyMap<string, readonly string[]>): string[] {
  const candidate = new Set(candidates);
  const used = new Set<string>(candidates.filter((file) => file.startsWith(ALWAYS_SHIPPED)));
  const queue = [...references.keys()].filter((file) => !candidate.has(file));
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const named of references.get(file) ?? []) {
      if (used.has(named)) continue;
      used.add(named);
      queue.push(named);
    }
  }
  return candidates.filter((file) => !used.has(file));
}

export interface DroppedPayloads {
  files: number;
  bytes: number;
}

/**
 * Next writes, beside every page, the RSC payloads its client router fetches when a <Link> or
 * router.push() navigates to that page: index.txt and the __next.*.txt segment files, three copies
 * of the page's payload, twice the bytes of the HTML. This site never navigates on the client
 * (there is no next/link or router use: every link is a plain <a>, and tests/e2e/site.spec.ts
 * checks that browsing requests none of them), so they are files no browser asks for, and they
 * would make two thirds of what the build compresses and a host stores. The payload a page
 * hydrates from is inline in its HTML and stays.
 */
export async function dropNavigationPayloads(dir: string): Promise<DroppedPayloads> {
  return removeFiles(dir, navigationPayloads(dir, listFiles(dir)));
}

/** Of a folder's files (listFiles), the client router's payloads (dropNavigationPayloads). */
function navigationPayloads(dir: string, files: readonly string[]): string[] {
  return files.filter((file) => {
    if (file.startsWith('_next/')) return false;
    const name = path.posix.basename(file);
    const segment = name.startsWith('__next.') && name.endsWith('.txt');
    return segment || (name === 'index.txt' && fs.existsSync(path.join(dir, path.posix.dirname(file), 'index.html')));
  });
}

/** Removes files of the folder, all at once, and says how many and how many bytes. */
async function removeFiles(dir: string, files: readonly string[]): Promise<DroppedPayloads> {
  // All at once on libuv's threads: an unlink waits on the disk, not the CPU (a 1,077-page brand's
  // 7,546 files: 2.4 s one by one, 1.6-1.8 s together, the same CPU).
  const sizes = await Promise.all(
    files.map(async (file) => {
      const absolute = path.join(dir, file);
      const { size } = await fs.promises.stat(absolute);
      await fs.promises.unlink(absolute);
      return size;
    }),
  );
  return { files: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

/**
 * The policies and the compression of a folder's `files`, file by file on the worker threads
 * (post-export-task.ts), in file order. Returns what each file gave, in that order.
 */
async function processFiles(
  dir: string,
  files: readonly string[],
  { routes, site = NO_FACTS }: SecureOptions,
  { onProgress, cacheDir = DEFAULT_CACHE_DIR }: PostExportOptions,
  publicFiles: readonly string[],
) {
  const tasks: PostExportTask[] = [];
  for (const relative of files) {
    if (!TEXT_EXTENSIONS.has(path.extname(relative))) continue;
    const file = path.join(dir, relative);
    const compression = compressionOf(relative);
    if (relative.endsWith('.html') && !relative.startsWith('_next/')) {
      const route = routeOf(relative);
      const facts = (route !== undefined ? routes.get(route) : undefined) ?? site;
      tasks.push({ kind: 'page', file, relative, route, facts, compression, cacheDir, publicFiles });
    } else {
      tasks.push({ kind: 'compress', file, compression, cacheDir, publicFiles });
    }
  }
  const pool = workerPool();
  let done = 0;
  onProgress?.(0, tasks.length);
  const results = await Promise.all(
    tasks.map(async (task): Promise<[PostExportTask, PostExportTaskResult]> => {
      const result = await pool.run(task);
      onProgress?.(++done, tasks.length);
      return [task, result];
    }),
  );
  return results;
}

/** Writes `.br` and `.gz` beside every text file of the folder, each only when smaller than the file. */
export async function precompress(dir: string, options: PostExportOptions = {}): Promise<CompressionResult> {
  const result: CompressionResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0, cached: 0 };
  const tasks: PostExportTask[] = listFiles(dir)
    .filter((file) => TEXT_EXTENSIONS.has(path.extname(file)))
    .map((file) => ({ kind: 'compress', file: path.join(dir, file), compression: compressionOf(file), cacheDir: options.cacheDir }));
  for (const { compression } of await Promise.all(tasks.map((task) => workerPool().run(task)))) addCompression(result, compression);
  return result;
}

function addCompression(total: CompressionResult, file: PostExportTaskResult['compression']): void {
  total.files += 1;
  total.bytes += file.bytes;
  total.brotliBytes += file.brotliBytes;
  total.gzipBytes += file.gzipBytes;
  if (file.cached) total.cached += 1;
}

/** Removes the folders up from `file` that removing it left empty (documents/ in a brand without PDFs). */
function removeEmptyParents(dir: string, file: string): void {
  for (let folder = path.posix.dirname(file); folder !== '.'; folder = path.posix.dirname(folder)) {
    const absolute = path.join(dir, folder);
    if (fs.readdirSync(absolute).length > 0) return;
    fs.rmdirSync(absolute);
  }
}

/**
 * _headers, from the files that ship and the pages' own policies (headers-file.ts): a file of the same
 * few rules whatever the page count; it throws when a rule would break a page or exceed what a host reads.
 */
function writeHeadersFile(dir: string, pages: readonly PageHeaders[], cspReports?: string): string {
  const headersFile = path.join(dir, '_headers');
  fs.writeFileSync(headersFile, headersFileText(listFiles(dir), pages, cspReports));
  return headersFile;
}

/**
 * The whole step for one brand's export folder. A page whose policy would not be strict, or
 * would refuse part of the page, stops it, listed with every other such page.
 */
export async function postExport(dir: string, facts: SecureOptions, options: PostExportOptions = {}): Promise<PostExportResult> {
  // A rerun on an existing folder starts from the files next build wrote.
  for (const file of listFiles(dir)) if (/\.(br|gz)$/.test(file)) fs.rmSync(path.join(dir, file));
  const exported = listFiles(dir);
  const payloads = navigationPayloads(dir, exported);
  const shipped = new Set(exported);
  for (const file of payloads) shipped.delete(file);
  const problems: string[] = [];
  const pages: PageHeaders[] = [];
  const compression: CompressionResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0, cached: 0 };
  const publicDir = options.publicDir ?? DEFAULT_PUBLIC_DIR;
  const fromPublic = fs.existsSync(publicDir) ? listFiles(publicDir).filter((file) => shipped.has(file)) : [];
  const references = new Map<string, string[]>();
  const compressed = new Map<string, PostExportTaskResult['compression']>();
  let count = 0;
  for (const [task, result] of await processFiles(dir, [...shipped], facts, options, fromPublic)) {
    const relative = path.relative(dir, task.file).split(path.sep).join('/');
    references.set(relative, result.references);
    compressed.set(relative, result.compression);
    problems.push(...result.problems);
    if (task.kind === 'page') count += 1;
    if (task.kind === 'page' && task.route !== undefined && result.headerPolicy !== undefined) pages.push({ route: task.route, policy: result.headerPolicy });
  }
  if (problems.length > 0)
    throw new Error(`A strict Content-Security-Policy would refuse part of ${problems.length === 1 ? 'a page' : 'some pages'}:\n  ${problems.join('\n  ')}`);
  const unusedPublic: DroppedPayloads = { files: 0, bytes: 0 };
  const unused = new Set(unusedPublicFiles(fromPublic, references));
  for (const [file, result] of compressed) if (!unused.has(file)) addCompression(compression, result);
  // What does not ship is removed only now, after the .br and .gz files are written. On ext4
  // without a journal (this project's build machines), a new file's inode is sought past every
  // inode freed in the last minute or so (set-aside.ts): with a 1,077-page brand's 7,546 payloads
  // removed first, its policies and compression took 10.9 s of CPU; written first, 9.8 s.
  const dropped = await removeFiles(dir, payloads);
  for (const file of unused) {
    for (const copy of [file, `${file}.br`, `${file}.gz`]) {
      const absolute = path.join(dir, copy);
      if (!fs.existsSync(absolute)) continue;
      if (copy === file) {
        unusedPublic.files += 1;
        unusedPublic.bytes += fs.statSync(absolute).size;
      }
      fs.rmSync(absolute);
    }
    removeEmptyParents(dir, file);
  }
  // Last, from the files that ship.
  const headersFile = writeHeadersFile(dir, pages, facts.cspReports);
  return { pages: count, strictPages: count, headersFile, compression, dropped, unusedPublic };
}

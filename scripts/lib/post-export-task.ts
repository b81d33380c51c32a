/**
 * The work post-export.ts does on one file, as a function of plain data so that it runs in a worker
 * thread (post-export-worker.ts) as well as here: a page gets its policy meta, and every text file
 * gets its .br and .gz, from the cache when its bytes were compressed before.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { scriptsAfterFirstPaint } from './after-first-paint';
import { type PageFacts, pagePolicy, policyProblems, serializePolicy, withPolicyMeta } from './csp';
import { type Compressed, contentKey, readCached, writeCached } from './precompressed-cache';
import { revealBoundaries } from './reveal-boundaries';

interface FileCompression {
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
  /** Whether the .br and .gz came from the cache. */
  cached: boolean;
}

interface TaskFile {
  file: string;
  /** How hard to compress it (compressionOf). */
  compression: Compression;
  cacheDir?: string;
  /** Files from public/ (paths in the export): the result says which of them this file names. */
  publicFiles?: readonly string[];
}

export type PostExportTask =
  /** An HTML page: secure it, then compress it. `route` is undefined for the 404 pages. */
  | ({ kind: 'page'; relative: string; route: string | undefined; facts: PageFacts } & TaskFile)
  /** Any other text file: compress it. */
  | ({ kind: 'compress' } & TaskFile);

export interface PostExportTaskResult {
  /** Why the page's policy is not strict or would refuse part of it, each prefixed with the file. */
  problems: string[];
  /** The page's policy as a header (frame-ancestors included), for a page with a route. */
  headerPolicy?: string;
  compression: FileCompression;
  /** The task's publicFiles the file names by their root-relative URL ("/logos/axb.svg"). */
  references: string[];
}

/**
 * How hard a file is compressed. Brotli's quality 11 costs about 80 times the CPU of quality 6
 * (93 against 1.2 ms for an 80 kB page) for a result 11% smaller (9.8 against 11.1 kB on AXB's
 * pages): on 1,000 pages, a minute and a half of CPU for 1.3 kB a page. What a visitor notices is
 * a round trip, not a kilobyte: a response that fits the server's first flight (TCP's initial
 * window of 10 packets, 14.6 kB, less the headers) arrives in one, and 1.3 kB more is 7 ms at
 * Lighthouse's mobile 1.6 Mbps. So:
 * - 'best': brotli 11, for the `_next/static` files, the scripts and styles every page of every
 *   brand loads, compressed once per compile (then taken from the cache);
 * - 'page': brotli 6 for the rest, pages above all, or 11 where 6 leaves it above FIRST_FLIGHT_BYTES
 *   (a home page, a long listing): quality 11 then saves a round trip where it can.
 * Gzip is level 9 for all (2 ms a page). The choice depends only on the path and the bytes, so the
 * same input compresses to the same bytes in every build.
 */
export type Compression = 'best' | 'page';

/** What a response can hold to arrive in the first flight: 14,600 bytes less about 2.6 kB of headers and TLS framing. */
export const FIRST_FLIGHT_BYTES = 12_000;
const BROTLI_BEST = 11;
const BROTLI_PAGE = 6;

/** The compression of a file of the export by its path in it ("_next/static/chunks/a.js", "index.html"). */
export function compressionOf(relative: string): Compression {
  return relative.startsWith('_next/static/') ? 'best' : 'page';
}

function brotli(body: Buffer, quality: number): Buffer {
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export function compress(body: Buffer, compression: Compression): Compressed {
  let br = brotli(body, compression === 'best' ? BROTLI_BEST : BROTLI_PAGE);
  if (compression === 'page' && br.length > FIRST_FLIGHT_BYTES) br = brotli(body, BROTLI_BEST);
  return { br, gz: zlib.gzipSync(body, { level: 9 }) };
}

/**
 * The cache's key for a compression: the settings (changing them must never hand a build what the
 * old ones made) and the bytes.
 */
const compressionKey = (body: Buffer, compression: Compression) => contentKey(body, `${compression}:br${BROTLI_PAGE}/${BROTLI_BEST}@${FIRST_FLIGHT_BYTES}:gz9`);

/** The compression of the bytes, from the cache when there, else made (and then cached). */
function compressCached(body: Buffer, compression: Compression, cacheDir: string | undefined): { entry: Compressed; cached: boolean } {
  const key = cacheDir === undefined ? undefined : compressionKey(body, compression);
  const found = cacheDir !== undefined && key !== undefined ? readCached(cacheDir, key) : undefined;
  if (found) return { entry: found, cached: true };
  const entry = compress(body, compression);
  if (cacheDir !== undefined && key !== undefined) writeCached(cacheDir, key, entry);
  return { entry, cached: false };
}

/** Writes `.br` and `.gz` beside `file` (whose bytes are `body`), each only when smaller than the file. */
function precompressFile(file: string, body: Buffer, compression: Compression, cacheDir?: string): FileCompression {
  const { entry, cached } = compressCached(body, compression, cacheDir);
  if (entry.br.length < body.length) fs.writeFileSync(`${file}.br`, entry.br);
  if (entry.gz.length < body.length) fs.writeFileSync(`${file}.gz`, entry.gz);
  return { bytes: body.length, brotliBytes: Math.min(entry.br.length, body.length), gzipBytes: Math.min(entry.gz.length, body.length), cached };
}

/** Which of the files (paths in the export, "logos/axb.svg") a text names by URL, plain or percent-encoded. */
export function namedFiles(text: string, files: readonly string[]): string[] {
  // A file's URL starts with its folder's ("/images/"): the text is searched once per folder, and a
  // file is looked for only where its folder is named; the same answer as searching the whole text
  // for every file, which took 3 ms a page.
  const folderAt = new Map<string, number[]>();
  const positions = (needle: string) => {
    let found = folderAt.get(needle);
    if (found === undefined) {
      found = [];
      for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) found.push(at);
      folderAt.set(needle, found);
    }
    return found;
  };
  const named = (url: string) => {
    const folder = url.slice(0, url.indexOf('/') + 1);
    if (folder === '') return text.includes(`/${url}`);
    return positions(`/${folder}`).some((at) => text.startsWith(`/${url}`, at));
  };
  return files.filter((file) => named(file) || named(encodeURI(file)));
}

/**
 * A page as it ships: React's outlined boundaries in their place (reveal-boundaries.ts), its
 * scripts run after its first paint (after-first-paint.ts), then its policy meta, written from that
 * HTML; and the problems of the boundaries and of that policy.
 */
function securePage(exported: string, facts: PageFacts): { html: string; secured: Buffer; problems: string[] } {
  const revealed = revealBoundaries(exported);
  const html = scriptsAfterFirstPaint(revealed.html);
  const meta = pagePolicy(html, facts);
  return { html, secured: Buffer.from(withPolicyMeta(html, serializePolicy(meta))), problems: [...revealed.problems, ...policyProblems(html, meta)] };
}

export function runPostExportTask(task: PostExportTask): PostExportTaskResult {
  if (task.kind === 'compress') {
    const body = fs.readFileSync(task.file);
    const references = task.publicFiles ? namedFiles(body.toString('utf8'), task.publicFiles) : [];
    return { problems: [], compression: precompressFile(task.file, body, task.compression, task.cacheDir), references };
  }
  const page = securePage(fs.readFileSync(task.file, 'utf8'), task.facts);
  const { html } = page;
  const problems = page.problems.map((problem) => `${task.relative}: ${problem}`);
  const secured = page.secured;
  fs.writeFileSync(task.file, secured);
  const headerPolicy = task.route === undefined ? undefined : serializePolicy(pagePolicy(html, task.facts, { header: true }));
  const references = task.publicFiles ? namedFiles(html, task.publicFiles) : [];
  return { problems, headerPolicy, compression: precompressFile(task.file, secured, task.compression, task.cacheDir), references };
}

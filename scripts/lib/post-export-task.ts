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

export interface FileCompression {
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
  /** Whether the .br and .gz came from the cache. */
  cached: boolean;
}

interface TaskFile {
  file: string;
  cacheDir?: string;
  /** Files from public/ (paths in the export): the result says which of them this file names. */
  publicFiles?: readonly string[];
}

export type PostExportTask =
  /** An HTML page: secure it, then compress it. `route` is undefined for the 404 pages. */
  | ({ kind: 'page'; relative: string; route: string | undefined; facts: PageFacts } & TaskFile)
  /** Any other text file: compress it. */
  | ({ kind: 'compress' } & TaskFile)
  /**
   * Work ahead, while Next is still generating: compress into the cache what post-export will ask
   * for, the page as it will be once secured (`facts` given) or the file as it is, writing nothing
   * else. A page read while Next was still writing it only leaves an entry nobody asks for.
   */
  | { kind: 'warm'; file: string; facts?: PageFacts; cacheDir: string };

export interface PostExportTaskResult {
  /** Why the page's policy is not strict or would refuse part of it, each prefixed with the file. */
  problems: string[];
  /** The page's policy as a header (frame-ancestors included), for a page with a route. */
  headerPolicy?: string;
  compression: FileCompression;
  /** The task's publicFiles the file names by their root-relative URL ("/logos/axb.svg"). */
  references: string[];
}

export function compress(body: Buffer): Compressed {
  return {
    br: zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz: zlib.gzipSync(body, { level: 9 }),
  };
}

/** The compression of the bytes, from the cache when there, else made (and then cached). */
function compressCached(body: Buffer, cacheDir: string | undefined): { entry: Compressed; cached: boolean } {
  const key = cacheDir === undefined ? undefined : contentKey(body);
  const found = cacheDir !== undefined && key !== undefined ? readCached(cacheDir, key) : undefined;
  if (found) return { entry: found, cached: true };
  const entry = compress(body);
  if (cacheDir !== undefined && key !== undefined) writeCached(cacheDir, key, entry);
  return { entry, cached: false };
}

/** Writes `.br` and `.gz` beside `file` (whose bytes are `body`), each only when smaller than the file. */
export function precompressFile(file: string, body: Buffer, cacheDir?: string): FileCompression {
  const { entry, cached } = compressCached(body, cacheDir);
  if (entry.br.length < body.length) fs.writeFileSync(`${file}.br`, entry.br);
  if (entry.gz.length < body.length) fs.writeFileSync(`${file}.gz`, entry.gz);
  return { bytes: body.length, brotliBytes: Math.min(entry.br.length, body.length), gzipBytes: Math.min(entry.gz.length, body.length), cached };
}

/** Which of the files (paths in the export, "logos/axb.svg") a text names by URL, plain or percent-encoded. */
export function namedFiles(text: string, files: readonly string[]): string[] {
  return files.filter((file) => text.includes(`/${file}`) || text.includes(`/${encodeURI(file)}`));
}

/**
 * A page as it ships: its scripts run after its first paint (after-first-paint.ts), then its
 * policy meta, written from that HTML; and the problems of that policy.
 */
function securePage(exported: string, facts: PageFacts): { html: string; secured: Buffer; problems: string[] } {
  const html = scriptsAfterFirstPaint(exported);
  const meta = pagePolicy(html, facts);
  return { html, secured: Buffer.from(withPolicyMeta(html, serializePolicy(meta))), problems: policyProblems(html, meta) };
}

export function runPostExportTask(task: PostExportTask): PostExportTaskResult {
  if (task.kind === 'warm') {
    const body = task.facts === undefined ? fs.readFileSync(task.file) : securePage(fs.readFileSync(task.file, 'utf8'), task.facts).secured;
    const { entry, cached } = compressCached(body, task.cacheDir);
    return { problems: [], compression: { bytes: body.length, brotliBytes: entry.br.length, gzipBytes: entry.gz.length, cached }, references: [] };
  }
  if (task.kind === 'compress') {
    const body = fs.readFileSync(task.file);
    const references = task.publicFiles ? namedFiles(body.toString('utf8'), task.publicFiles) : [];
    return { problems: [], compression: precompressFile(task.file, body, task.cacheDir), references };
  }
  const page = securePage(fs.readFileSync(task.file, 'utf8'), task.facts);
  const { html } = page;
  const problems = page.problems.map((problem) => `${task.relative}: ${problem}`);
  const secured = page.secured;
  fs.writeFileSync(task.file, secured);
  const headerPolicy = task.route === undefined ? undefined : serializePolicy(pagePolicy(html, task.facts, { header: true }));
  const references = task.publicFiles ? namedFiles(html, task.publicFiles) : [];
  return { problems, headerPolicy, compression: precompressFile(task.file, secured, task.cacheDir), references };
}

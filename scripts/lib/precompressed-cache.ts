/**
 * The .br and .gz of every text file the build compressed, kept between builds in
 * .cache/precompressed/ by the sha256 of the compression settings and the file's bytes (brotli at
 * quality 11 costs about 90 ms for a 80 kB page). A file whose bytes did not change since a build
 * before, the _next/static files every brand shares, a page whose content and code did not change,
 * is never compressed twice; the bytes written are the same, since the same bytes compress the same.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the cache lives, relative to the project (git-ignored, like the image renditions). */
export const PRECOMPRESSED_CACHE = path.join('.cache', 'precompressed');

/** An entry unused for this long is removed by pruneCache (an entry is "used" when a build reads or writes it). */
const CACHE_MAX_AGE_DAYS = 14;

export interface Compressed {
  br: Buffer;
  gz: Buffer;
}

/** The key of bytes compressed with the settings named by `settings`. */
export const contentKey = (body: Buffer, settings: string) => createHash('sha256').update(`${settings}\0`).update(body).digest('hex');

function entryPaths(cacheDir: string, key: string): { br: string; gz: string } {
  const base = path.join(cacheDir, key.slice(0, 2), key);
  return { br: `${base}.br`, gz: `${base}.gz` };
}

/** The cached compression of bytes with this key, or undefined; a hit is marked as used. */
export function readCached(cacheDir: string, key: string): Compressed | undefined {
  const paths = entryPaths(cacheDir, key);
  try {
    const entry = { br: fs.readFileSync(paths.br), gz: fs.readFileSync(paths.gz) };
    const now = new Date();
    fs.utimesSync(paths.br, now, now);
    fs.utimesSync(paths.gz, now, now);
    return entry;
  } catch {
    return undefined;
  }
}

/**
 * Stores an entry. Each file is written under a temporary name and renamed, so a reader (another
 * worker, another build) sees a whole file or none, and the .br is renamed last: a .br present
 * means its .gz is too.
 */
export function writeCached(cacheDir: string, key: string, entry: Compressed): void {
  const paths = entryPaths(cacheDir, key);
  fs.mkdirSync(path.dirname(paths.br), { recursive: true });
  const suffix = `.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(paths.gz + suffix, entry.gz);
  fs.renameSync(paths.gz + suffix, paths.gz);
  fs.writeFileSync(paths.br + suffix, entry.br);
  fs.renameSync(paths.br + suffix, paths.br);
}

/** Removes entries no build used for CACHE_MAX_AGE_DAYS, and temporary files a killed build left. */
export function pruneCache(cacheDir: string, now = Date.now()): number {
  if (!fs.existsSync(cacheDir)) return 0;
  const oldest = now - CACHE_MAX_AGE_DAYS * 24 * 3600 * 1000;
  let removed = 0;
  for (const entry of fs.readdirSync(cacheDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stale = entry.name.endsWith('.tmp') ? fs.statSync(file).mtimeMs < now - 3600 * 1000 : fs.statSync(file).mtimeMs < oldest;
    if (stale) {
      fs.rmSync(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

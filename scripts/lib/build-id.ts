/**
 * The build id Next writes into every page (the RSC payload's "b", the hash of the inline script
 * that carries it, /_next/static/<id>/): a hash of what the compile reads, instead of Next's random
 * one. With a random id every page of every brand changed at every build, so nothing a build wrote
 * could be reused; with this one a rebuild changes only the pages whose content changed, and the
 * post-export step takes every other page's .br and .gz from its cache (precompressed-cache.ts).
 *
 * What the compile reads: the project's files but content/ (read while pages are generated, never
 * while the app is compiled: one compile serves the eight brands' contents), public/ (copied, not
 * compiled; the current brand's photo renditions come and go there), scripts/ and bench/ (the build
 * around the app, and the measurements), tests and the files no build reads
 * (build output, caches, Markdown); package-lock.json stands for node_modules; and the environment
 * the compile branches on. A file counted that the compile does not read costs only
 * a cache miss; a file it reads and this missed would give two different compiles one id, so the
 * list names what to leave out, and everything else counts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Top-level entries the compile never reads (dot folders, such as .next and .cache, too). */
const NOT_COMPILED = new Set(['content', 'public', 'scripts', 'bench', 'node_modules', 'out', 'tests', 'test-results', 'playwright-report']);

/** Files no compile reads: docs, tests, and what tools write beside the sources (next-env.d.ts, tsc's build info). */
const notCompiled = (file: string) => /\.(md|tsbuildinfo)$|\.test\.tsx?$|^next-env\.d\.ts$/.test(file);

/** Environment variables that change what the compile writes. */
const COMPILE_ENV = (name: string) => name === 'NODE_ENV' || name.startsWith('NEXT_PUBLIC_');

function compiledFiles(root: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (NOT_COMPILED.has(entry.name)) continue;
    // Top-level dot files (.browserslistrc and the like) may steer the compile; dot folders are output and caches.
    if (entry.isFile()) files.push(entry.name);
    else if (entry.isDirectory() && !entry.name.startsWith('.')) {
      for (const inner of fs.readdirSync(path.join(root, entry.name), { recursive: true, withFileTypes: true })) {
        if (inner.isFile()) files.push(path.relative(root, path.join(inner.parentPath, inner.name)).split(path.sep).join('/'));
      }
    }
  }
  return files.filter((file) => !notCompiled(file)).sort();
}

/**
 * A 21-character id (the length of Next's own) from the hash of the compile's inputs. Like Next,
 * it never contains "ad", which ad blockers match in a URL: such a hash is hashed again.
 */
export function compileBuildId(root: string, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const hash = createHash('sha256');
  for (const file of compiledFiles(root)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  for (const name of Object.keys(env).filter(COMPILE_ENV).sort()) hash.update(`${name}=${env[name]}\0`);
  let id = hash.digest('base64url').slice(0, 21);
  while (/ad/i.test(id)) id = createHash('sha256').update(id).digest('base64url').slice(0, 21);
  return id;
}

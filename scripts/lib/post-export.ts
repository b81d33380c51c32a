/**
 * What the build does to a brand's export after `next build` wrote it, so the folder is ready for
 * a static host or CDN:
 * 1. every HTML page gets its own strict Content-Security-Policy in a <meta http-equiv> (csp.ts),
 *    written from its inline scripts and styles and from what its content talks to (page-facts.ts);
 * 2. `_headers` (headers-file.ts) carries one header policy for every page (frame-ancestors 'none'
 *    and what every page's meta policy shares), a sandbox policy for every other file, the other
 *    security headers and the cache policy, for Netlify and Cloudflare Pages, whatever the page count;
 * 3. every text file gets a .br and a .gz beside it (when smaller), for hosts that serve
 *    precompressed files, and for `npm run serve`.
 * Before that it removes the RSC payload files Next writes for client-side navigation (see
 * dropNavigationPayloads).
 * A page whose policy would not be strict, or would refuse part of the page, stops the build.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { NO_FACTS, type PageFacts, pagePolicy, policyProblems, serializePolicy, withPolicyMeta } from './csp';
import { headersFile as headersFileText, type PageHeaders } from './headers-file';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text. Images (webp, png), fonts and the like are compressed already. */
export const TEXT_EXTENSIONS = new Set(['.html', '.css', '.js', '.mjs', '.json', '.txt', '.xml', '.svg', '.webmanifest', '.map', '.ico']);

export interface CompressionResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export interface PostExportResult {
  pages: number;
  strictPages: number;
  headersFile: string;
  warnings: string[];
  compression: CompressionResult;
  /** The client-navigation payloads removed (dropNavigationPayloads). */
  dropped: DroppedPayloads;
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
}

/** Writes each page's policy meta and returns the header rules; throws listing every page that is not strict. */
export function securePages(dir: string, { routes, site = NO_FACTS }: SecureOptions): { pages: PageHeaders[]; count: number } {
  const problems: string[] = [];
  const pages: PageHeaders[] = [];
  let count = 0;
  for (const file of listFiles(dir).filter((name) => name.endsWith('.html') && !name.startsWith('_next/'))) {
    const absolute = path.join(dir, file);
    const route = routeOf(file);
    const facts = (route !== undefined ? routes.get(route) : undefined) ?? site;
    const html = fs.readFileSync(absolute, 'utf8');
    const meta = pagePolicy(html, facts);
    for (const problem of policyProblems(html, meta)) problems.push(`${file}: ${problem}`);
    fs.writeFileSync(absolute, withPolicyMeta(html, serializePolicy(meta)));
    count += 1;
    if (route !== undefined) pages.push({ route, policy: serializePolicy(pagePolicy(html, facts, { header: true })) });
  }
  if (problems.length > 0) throw new Error(`A strict Content-Security-Policy would refuse part of ${problems.length === 1 ? 'a page' : 'some pages'}:\n  ${problems.join('\n  ')}`);
  return { pages, count };
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
export function dropNavigationPayloads(dir: string): DroppedPayloads {
  const dropped: DroppedPayloads = { files: 0, bytes: 0 };
  for (const file of listFiles(dir)) {
    if (file.startsWith('_next/')) continue;
    const name = path.posix.basename(file);
    const segment = name.startsWith('__next.') && name.endsWith('.txt');
    const pagePayload = name === 'index.txt' && fs.existsSync(path.join(dir, path.posix.dirname(file), 'index.html'));
    if (!segment && !pagePayload) continue;
    const absolute = path.join(dir, file);
    dropped.files += 1;
    dropped.bytes += fs.statSync(absolute).size;
    fs.rmSync(absolute);
  }
  return dropped;
}

/**
 * Compressed copies of the files under _next/, by content. Every brand is exported from one
 * compile, so their _next/static files are the same bytes eight times over: brotli at quality 11
 * runs on them once per build, not once per brand.
 */
const compressedAssets = new Map<string, { br: Buffer; gz: Buffer }>();

async function compress(body: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  return { br, gz };
}

/** Writes `.br` and `.gz` beside every text file of the folder, each only when smaller than the file. */
export async function precompress(dir: string): Promise<CompressionResult> {
  const result: CompressionResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = listFiles(dir).filter((file) => TEXT_EXTENSIONS.has(path.extname(file)));
  // Two at a time: the machine building may be shared, and brotli at quality 11 is CPU-bound.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const absolute = path.join(dir, file);
      const body = fs.readFileSync(absolute);
      let compressed: { br: Buffer; gz: Buffer };
      if (file.startsWith('_next/')) {
        const key = createHash('sha256').update(body).digest('hex');
        compressed = compressedAssets.get(key) ?? (await compress(body));
        compressedAssets.set(key, compressed);
      } else {
        compressed = await compress(body);
      }
      const { br, gz } = compressed;
      result.files += 1;
      result.bytes += body.length;
      result.brotliBytes += Math.min(br.length, body.length);
      result.gzipBytes += Math.min(gz.length, body.length);
      if (br.length < body.length) fs.writeFileSync(`${absolute}.br`, br);
      if (gz.length < body.length) fs.writeFileSync(`${absolute}.gz`, gz);
    }
  };
  await Promise.all([worker(), worker()]);
  return result;
}

/** The whole step for one brand's export folder. */
export async function postExport(dir: string, options: SecureOptions): Promise<PostExportResult> {
  // A rerun on an existing folder starts from the files next build wrote.
  for (const file of listFiles(dir)) if (/\.(br|gz)$/.test(file)) fs.rmSync(path.join(dir, file));
  const dropped = dropNavigationPayloads(dir);
  const { pages, count } = securePages(dir, options);
  const warnings: string[] = [];
  const headersFile = path.join(dir, '_headers');
  fs.writeFileSync(headersFile, headersFileText(listFiles(dir), pages));
  const compression = await precompress(dir);
  return { pages: count, strictPages: count, headersFile, warnings, compression, dropped };
}

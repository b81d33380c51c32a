/**
 * A static server for the exports: one port per brand, each serving out/<CODE>/ as a domain root,
 * the way a static host would. Used by `npm run serve` and by the end-to-end tests.
 *
 * - Files are read from disk on every request, so a rebuild while the server runs is picked up
 *   instead of serving a stale file list.
 * - A directory route is served from its index.html at its trailing-slash URL ("/personal/");
 *   "/personal" redirects there, so relative links resolve as they will in production.
 * - Any other unknown path gets the brand's own 404.html with status 404.
 * - The export's `_headers` (written by the build, in the Netlify / Cloudflare Pages format) is
 *   applied to every response, as those hosts do, and is itself never served.
 * - A path written with escapes it does not need ("/%69mages/hero-savings.svg") is redirected to
 *   its canonical spelling, as Cloudflare's asset server does: the rules of `_headers` match the
 *   path as requested and the file is found by the decoded one, so a file is only ever sent at the
 *   one spelling both agree on (otherwise an SVG would arrive without its sandbox).
 * - A text file is sent from its precompressed .br or .gz twin when the request accepts that
 *   encoding (Content-Encoding, Vary: Accept-Encoding), brotli first.
 * - Only 127.0.0.1 is listened on.
 * - No request brings it down: a target it cannot read is a 400, and any error while answering is a
 *   500 (guardHandler), so one odd request never takes every brand's server with it.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sirv from 'sirv';
import { BRAND_CODES, type BrandCode } from '../../lib/brands';
import { type HeaderRule, headersForPath, parseHeaders } from './headers-file';
import { OUT } from './next-build';

export const HOST = '127.0.0.1';
const DEFAULT_PORT_BASE = 4100;

/** The first brand's port: PORT_BASE from the environment, else 4100. */
export function portBase(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.PORT_BASE?.trim();
  if (!raw) return DEFAULT_PORT_BASE;
  const base = Number(raw);
  if (!Number.isInteger(base) || base < 1 || base + BRAND_CODES.length - 1 > 65535) {
    throw new Error(`PORT_BASE must be a port number (1-${65536 - BRAND_CODES.length}), got "${raw}".`);
  }
  return base;
}

/** Each brand has a fixed port, in BRAND_CODES order: AXB 4100, AXI 4101, … */
export function brandPort(brand: BrandCode, base: number = portBase()): number {
  return base + BRAND_CODES.indexOf(brand);
}

export function brandOrigin(brand: BrandCode, base: number = portBase()): string {
  return `http://${HOST}:${brandPort(brand, base)}`;
}

/** The folder a brand exports to. */
export function exportDir(brand: BrandCode, outDir: string = OUT): string {
  return path.join(outDir, brand);
}

export function hasExport(brand: BrandCode, outDir: string = OUT): boolean {
  return fs.existsSync(path.join(exportDir(brand, outDir), 'index.html'));
}

/**
 * The brand's display name, read from its exported home page (og:site_name, else the part of the
 * <title> before " | "), falling back to the code.
 */
export function brandName(brand: BrandCode, outDir: string = OUT): string {
  let html: string;
  try {
    html = fs.readFileSync(path.join(exportDir(brand, outDir), 'index.html'), 'utf8');
  } catch {
    return brand;
  }
  const siteName = /<meta\s+property="og:site_name"\s+content="([^"]*)"/i.exec(html)?.[1];
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.split(' | ')[0];
  return decodeEntities((siteName || title || brand).trim()) || brand;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3): brotli, then gzip, among
 * those accepted with a q-value above 0 ("*" stands for any coding not named); identity otherwise.
 */
export function negotiateEncoding(header: string | undefined): ContentCoding {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((coding) => weight(coding) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best ?? 'identity';
}

/** The export's _headers rules, read again when the file changes (a rebuild while serving). */
function headerRulesReader(file: string): () => HeaderRule[] {
  let stamp = '';
  let rules: HeaderRule[] = [];
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const current = stat ? `${stat.size}:${stat.mtimeMs}` : '';
    if (current !== stamp) {
      stamp = current;
      rules = stat ? parseHeaders(fs.readFileSync(file, 'utf8')) : [];
    }
    return rules;
  };
}

/**
 * A request target the servers can read: origin-form ("/path?query") or absolute-form
 * ("http://host/path?query", which RFC 9112 §3.2.2 says a server must accept; its host is ignored).
 * `pathname` keeps its escapes; `decoded` is the path with them undone.
 */
export interface RequestTarget {
  pathname: string;
  decoded: string;
  search: string;
}

/**
 * The target of a request, or undefined when it cannot be read: no leading "/" (asterisk- or
 * authority-form, a bare word), a "#", a "%" not followed by two hex digits, escapes that are not
 * UTF-8, or an escaped NUL. Such a request is answered 400 instead of reaching the handler.
 */
export function parseRequestTarget(target: string | undefined): RequestTarget | undefined {
  if (target === undefined) return undefined;
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  const rest = absolute ? target.slice(absolute[0].length) : target;
  const originForm = absolute && (rest === '' || rest.startsWith('?')) ? `/${rest}` : rest;
  if (!originForm.startsWith('/') || !/^[\x21-\x7e]*$/.test(originForm) || originForm.includes('#')) return undefined;
  const query = originForm.indexOf('?');
  const pathname = query === -1 ? originForm : originForm.slice(0, query);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  return { pathname, decoded, search: query === -1 ? '' : originForm.slice(query) };
}

/**
 * Runs a request handler so that nothing it throws or rejects with reaches the process: the error
 * is answered 500 (or the connection closed when the answer had begun) and reported to `onError`.
 * A server must not fall over for one request: every brand, or the lead receiver, would go with it.
 */
export function guardHandler(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>,
  onError: (error: unknown, req: http.IncomingMessage) => void = reportHandlerError,
): http.RequestListener {
  return (req, res) => {
    const fail = (error: unknown) => {
      onError(error, req);
      if (res.headersSent || res.destroyed) {
        res.destroy();
        return;
      }
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
      res.end('Internal server error\n');
    };
    try {
      const pending = handler(req, res);
      if (pending) pending.catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

function reportHandlerError(error: unknown, req: http.IncomingMessage): void {
  const target = (req.url ?? '').slice(0, 200);
  console.error(`${req.method} ${target}: ${error instanceof Error ? error.message : String(error)}`);
}

/** Characters a path segment may hold unescaped besides letters, digits and -._~ (RFC 3986 pchar). */
const PATH_SUB_DELIMS = /%(?:21|24|26|27|28|29|2A|2B|2C|3B|3D|3A|40)/g;

/**
 * The one spelling of a decoded path: each segment escaped where it must be (and nowhere else),
 * escapes in capitals. "/%69mages/a b.svg" and "/images%2Fa%20b.svg" are both "/images/a%20b.svg".
 */
function canonicalPath(decoded: string): string {
  return decoded
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(PATH_SUB_DELIMS, (escape) => decodeURIComponent(escape)))
    .join('/');
}

/** Whether a decoded path has an empty, "." or ".." segment: never a file, and never redirected (a 404 says so). */
function hasOddSegment(decoded: string): boolean {
  const segments = decoded.split('/').slice(1, decoded.endsWith('/') ? -1 : undefined);
  return segments.some((segment) => segment === '' || segment === '.' || segment === '..');
}

/** Why a request is answered 400 when parseRequestTarget cannot read its target. */
export const UNREADABLE_TARGET = 'the request target cannot be read';

/** Whether a decoded path names something never served: `_headers`, a precompressed twin, a dot file. */
function isHidden(decoded: string): boolean {
  if (decoded === '/_headers' || /\.(br|gz)$/.test(decoded)) return true;
  return decoded.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

/** A file sirv found that is not a regular file (a FIFO, a socket): answered as not found. */
class NotAFile extends Error {}

/**
 * The request handler for one export folder: what is ours (the method, the target, the `_headers`
 * rules, the canonical spelling, the trailing-slash redirect, the 404 page) around sirv, which finds
 * the file (x, x.html, x/index.html; its .br or .gz twin first) and sends it with its type, ETag and
 * Vary. sirv runs in dev mode: it looks on disk at every request, so a rebuild while serving is seen.
 */
export function createStaticHandler(root: string): http.RequestListener {
  const dir = path.resolve(root);
  const notFoundFile = path.join(dir, '404.html');
  const rules = headerRulesReader(path.join(dir, '_headers'));
  const files = sirv(dir, {
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders: (res, pathname, stats) => {
      if (!stats.isFile()) throw new NotAFile();
      // mrmime (sirv's types) has no .ico, which every page links; hosts send it as this.
      if (pathname.toLowerCase().endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon');
    },
  });
  return guardHandler(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed\n');
      return;
    }
    closeWithTheAnswer(res);
    const target = parseRequestTarget(req.url);
    if (target === undefined) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(`Bad request: ${UNREADABLE_TARGET}\n`);
      return;
    }
    // The headers the host would send for this path; they win over sirv's own (as on the host).
    for (const [name, value] of headersForPath(rules(), target.pathname)) res.setHeader(name, value);
    const canonical = canonicalPath(target.decoded);
    if (canonical !== target.pathname && !hasOddSegment(target.decoded)) {
      res.writeHead(307, { Location: `${canonical}${target.search}`, 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    const coding = negotiateEncoding(req.headers['accept-encoding']);
    if (hasOddSegment(target.decoded) || isHidden(target.decoded) || (await isFolderWithoutIndex(dir, target.decoded))) {
      await sendNotFound(req, res, notFoundFile, coding);
      return;
    }
    if (await isFolderWithoutSlash(dir, target.decoded)) {
      res.writeHead(308, { Location: `${target.pathname}/${target.search}` });
      res.end();
      return;
    }
    // sirv is given the coding we chose (it reads Accept-Encoding without q-values) and no Range:
    // a page is sent whole, as the old server and the hosts' HTML answers do, and sirv's range
    // arithmetic breaks on a backwards or out-of-bounds one.
    // And the target in origin form: sirv would read an absolute-form one ("http://x/") as a path.
    req.url = `${target.pathname}${target.search}`;
    req.headers['accept-encoding'] = coding === 'identity' ? '' : coding;
    delete req.headers.range;
    try {
      files(req, res, () => void sendNotFound(req, res, notFoundFile, coding).catch((error: unknown) => res.destroy(error as Error)));
    } catch (error) {
      if (!(error instanceof NotAFile)) throw error;
      await sendNotFound(req, res, notFoundFile, coding);
    }
  });
}

/**
 * sirv pipes the file into the answer with `pipe` (and so does sendNotFound), which neither closes
 * the file when the visitor goes away nor catches a read error (a file gone in a rebuild); here the
 * file is closed with the answer, and a failed read ends the connection instead of the process.
 */
function closeWithTheAnswer(res: http.ServerResponse): void {
  res.once('pipe', (source: Readable) => {
    source.once('error', (error) => {
      reportHandlerError(error, res.req);
      res.destroy();
    });
    res.once('close', () => source.destroy());
  });
}

/** "/x/" whose x/index.html is missing: sirv would send the file x or x.html there, a host does not. */
async function isFolderWithoutIndex(dir: string, decoded: string): Promise<boolean> {
  return decoded.endsWith('/') && !(await regularFile(path.join(dir, decoded, 'index.html')));
}

/** "/personal" when personal/index.html exists: a route requested without its trailing slash. */
async function isFolderWithoutSlash(dir: string, decoded: string): Promise<boolean> {
  if (decoded.endsWith('/') || path.posix.extname(decoded) !== '') return false;
  return regularFile(path.join(dir, decoded, 'index.html'));
}

async function regularFile(file: string): Promise<boolean> {
  return (await fs.promises.stat(file).catch(() => undefined))?.isFile() ?? false;
}

/** The brand's 404 page (precompressed when accepted), with the headers already set for the path. */
async function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse, notFoundFile: string, coding: ContentCoding): Promise<void> {
  const twin = coding === 'identity' ? undefined : `${notFoundFile}.${coding === 'br' ? 'br' : 'gz'}`;
  const file = twin && (await regularFile(twin)) ? twin : notFoundFile;
  const stats = await fs.promises.stat(file).catch(() => undefined);
  if (!stats?.isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('Not found (this export has no 404.html)\n');
    return;
  }
  const handle = await fs.promises.open(file, 'r');
  res.writeHead(404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': stats.size,
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    ...(file === twin ? { 'Content-Encoding': coding } : {}),
  });
  if (req.method === 'HEAD') {
    await handle.close();
    res.end();
    return;
  }
  handle.createReadStream().pipe(res);
}

interface BrandServer {
  brand: BrandCode;
  name: string;
  port: number;
  /** The brand's root URL, e.g. http://127.0.0.1:4100/ */
  url: string;
}

export interface RunningServers {
  servers: BrandServer[];
  close(): Promise<void>;
}

export interface StartOptions {
  /** The first brand's port; defaults to PORT_BASE or 4100. Each brand keeps its fixed offset. */
  portBase?: number;
  /** The folder holding the exports; defaults to out/. */
  outDir?: string;
}

export class MissingExportError extends Error {
  constructor(readonly brands: readonly BrandCode[]) {
    super(
      `No export for ${brands.join(', ')}: ${brands.map((brand) => `out/${brand}/`).join(', ')} ` +
        `${brands.length === 1 ? 'does' : 'do'} not exist. Build with BRAND=<code> npm run build (or npm run build for all).`,
    );
    this.name = 'MissingExportError';
  }
}

/**
 * Starts one server per brand on 127.0.0.1 and resolves once all listen. Every brand needs its
 * export (MissingExportError otherwise); if any server cannot start, those that did are closed.
 */
export async function startStaticServers(brands: readonly BrandCode[], options: StartOptions = {}): Promise<RunningServers> {
  const outDir = options.outDir ?? OUT;
  const base = options.portBase ?? portBase();
  const missing = brands.filter((brand) => !hasExport(brand, outDir));
  if (missing.length > 0) throw new MissingExportError(missing);

  const started: { server: http.Server; info: BrandServer }[] = [];
  const close = () => Promise.all(started.map(({ server }) => closeServer(server))).then(() => undefined);
  const results = await Promise.allSettled(
    brands.map(async (brand) => {
      const server = http.createServer(createStaticHandler(exportDir(brand, outDir)));
      await listen(server, brandPort(brand, base));
      const { port } = server.address() as AddressInfo;
      const info = { brand, name: brandName(brand, outDir), port, url: `http://${HOST}:${port}/` };
      started.push({ server, info });
      return info;
    }),
  );
  const servers: BrandServer[] = [];
  for (const result of results) {
    if (result.status === 'rejected') {
      await close();
      throw result.reason;
    }
    servers.push(result.value);
  }
  return { servers, close };
}

/**
 * Listens on 127.0.0.1. Once listening, a server error (the machine out of file handles while
 * accepting) is printed, not thrown: the server goes on answering the connections it has.
 */
export function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${HOST} is already in use (another npm run serve?). Set PORT_BASE to use other ports.`)
          : error,
      );
    };
    server.once('error', onError);
    server.listen(port, HOST, () => {
      server.off('error', onError);
      server.on('error', (error) => console.error(`Server on ${HOST}:${port}: ${error.message}`));
      resolve();
    });
  });
}

/** Closes a server now: its open connections (a hanging request, a kept-alive socket) would keep close() waiting for ever. */
export function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
